// Starts the reference server for browser tests on a fresh database, with the movable test clock pinned to TEST_NOW,
// so the pages see the same day whatever day the tests run on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_NOW } from '../support/test-now.ts';

process.env['DB_PATH'] = join(mkdtempSync(join(tmpdir(), 'h5-e2e-')), 'e2e.sqlite');
process.env['DEMO_DATA'] = '1';
process.env['TEST_CLOCK'] = '1';
process.env['TEST_CLOCK_AT'] = String(TEST_NOW);
// The crawl opens hundreds of pages from one address within a minute: throttling has its own API tests.
process.env['RATE_LIMIT_SCALE'] = '100';
await import('../../server/main.ts');

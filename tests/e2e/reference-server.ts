// Starts the reference server for browser tests on a fresh database, with the movable test clock.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env['DB_PATH'] = join(mkdtempSync(join(tmpdir(), 'h5-e2e-')), 'e2e.sqlite');
process.env['TEST_CLOCK'] = '1';
await import('../../server/main.ts');

// Starts the reference server for browser tests on a fresh database, with the movable test clock pinned to TEST_NOW,
// so the pages see the same day whatever day the tests run on.
import { rmSync } from 'node:fs';
import { addTestFamiliesAt } from '../support/test-families.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { e2eDatabasePath } from './hosts.ts';

const dbPath = e2eDatabasePath(Number(process.env['PORT']));
for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) rmSync(file, { force: true });
process.env['DB_PATH'] = dbPath;
process.env['DEMO_DATA'] = '1';
process.env['TEST_CLOCK'] = '1';
process.env['TEST_CLOCK_AT'] = String(TEST_NOW);
// The crawl opens hundreds of pages from one address within a minute: throttling has its own API tests.
process.env['RATE_LIMIT_SCALE'] = '100';
await import('../../server/main.ts');
// The families the browser tests walk, made in this server's own fresh database (the demo seeds none for users).
addTestFamiliesAt(dbPath, TEST_NOW);

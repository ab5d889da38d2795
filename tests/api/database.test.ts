// The database under other processes: several servers opening one fresh file migrate and seed it once, and a request
// that meets another process's long write waits at most DB_BUSY_TIMEOUT_MS, then answers `busy` with nothing changed.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { createApp } from '../../server/app.ts';
import { MovableClock } from '../../server/services/clock.ts';
import { configFromEnv } from '../../server/services/config.ts';
import { DB_BUSY_TIMEOUT_MS } from '../../server/db/database.ts';
import { openDemoDatabase } from '../../server/demo/database.ts';
import { MIGRATIONS } from '../../server/db/migrations.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { businessFingerprint, envelope, postSigned, signIn } from './helpers.ts';

const freshPath = () => join(mkdtempSync(join(tmpdir(), 'db-')), 'h5.sqlite');

/** Opens `path` with demo data in another process; resolves with its exit code and what it printed. */
function openInProcess(path: string): Promise<{ code: number | null; output: string }> {
  const script = `import { openDemoDatabase } from ${JSON.stringify(new URL('../../server/demo/database.ts', import.meta.url).pathname)};
    openDemoDatabase(process.argv[1], Number(process.argv[2])).close();`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, path, String(TEST_NOW)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('openDatabase from several processes at once', () => {
  it('migrates and seeds a fresh file exactly once', async () => {
    const path = freshPath();
    const results = await Promise.all([openInProcess(path), openInProcess(path), openInProcess(path), openInProcess(path)]);
    for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    const db = new DatabaseSync(path);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(MIGRATIONS.length);
    expect((db.prepare("SELECT COUNT(*) AS n FROM meta WHERE key = 'demo_seeded_at'").get() as { n: number }).n).toBe(1);
    expect((db.prepare('SELECT COUNT(*) AS n FROM users WHERE id = 10001').get() as { n: number }).n).toBe(1);
    db.close();
  });
});

describe('a write that meets another writer', () => {
  it(`waits at most ${DB_BUSY_TIMEOUT_MS} ms, then answers busy and changes nothing`, async () => {
    const path = freshPath();
    const clock = new MovableClock();
    clock.setTo(TEST_NOW);
    const db = openDemoDatabase(path, clock.now());
    const app = createApp({ db, clock, config: configFromEnv({}), distDir: '/nonexistent-dist' });
    const token = await signIn(app, clock.now(), '10003');
    const before = businessFingerprint(db);

    // Another process's long write: it holds the database for longer than any request should wait.
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    const res = await postSigned(app, '/api/resale/transfer', token, { target_user_id: '10004', amount: '10000' }, { now: clock.now(), headers: { 'Idempotency-Key': 'busy-transfer-key' } });
    const waited = performance.now() - started;
    other.exec('ROLLBACK');
    other.close();

    expect(res.status).toBe(503);
    expect((await envelope(res)).code).toBe(ERROR_CODES.busy);
    // The wait is synchronous (it holds up the whole process): it is the busy timeout the connection is set to, which
    // bounds it (read back from SQLite rather than timed, so a busy machine cannot fail it).
    expect(waited).toBeGreaterThanOrEqual(DB_BUSY_TIMEOUT_MS - 50);
    expect((db.prepare('PRAGMA busy_timeout').get() as { timeout: number }).timeout).toBe(DB_BUSY_TIMEOUT_MS);
    expect(businessFingerprint(db)).toBe(before);
    // The same submission goes through once the other writer is done.
    const retried = await postSigned(app, '/api/resale/transfer', token, { target_user_id: '10004', amount: '10000' }, { now: clock.now(), headers: { 'Idempotency-Key': 'busy-transfer-key' } });
    expect((await envelope(retried)).code).toBe(0);
    db.close();
  });
});

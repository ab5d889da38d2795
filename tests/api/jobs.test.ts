// The time-driven jobs (DESIGN 11) run in one place: before each API request and on a timer, at most once a second
// of clock time, each in its own transaction, and one area's failure never stops another's.
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { MovableClock } from '../../server/services/clock.ts';
import { configFromEnv } from '../../server/services/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { JOB_REUSE_MS, JobRunner, type Job } from '../../server/services/job-runner.ts';
import { TEST_NOW } from '../support/test-now.ts';

/** A job that records the instants it ran at. */
function recorder(runs: number[]): Job {
  return { name: 'recorder', run: (_db, now) => void runs.push(now) };
}

describe('JobRunner', () => {
  it('runs every job up to now, once per second of clock time, and again when the clock moves', () => {
    const db = openDatabase(':memory:');
    const clock = new MovableClock();
    clock.setTo(TEST_NOW);
    const runs: number[] = [];
    const runner = new JobRunner(db, () => clock.now(), [recorder(runs)]);
    runner.runDue();
    runner.runDue();
    expect(runs).toHaveLength(1);
    clock.advance(JOB_REUSE_MS);
    runner.runDue();
    clock.advance(-10 * JOB_REUSE_MS);
    runner.runDue();
    expect(runs).toHaveLength(3);
  });

  it('undoes a failing job and still runs the others', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE marks (job TEXT NOT NULL)');
    const failing: Job = {
      name: 'failing',
      run: (database) => {
        database.prepare("INSERT INTO marks VALUES ('failing')").run();
        throw new Error('broken rule');
      },
    };
    const fine: Job = { name: 'fine', run: (database) => void database.prepare("INSERT INTO marks VALUES ('fine')").run() };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    new JobRunner(db, () => TEST_NOW, [failing, fine]).runDue();
    expect(db.prepare('SELECT job FROM marks').all()).toEqual([{ job: 'fine' }]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('runs before an API request answers, so a moved clock is seen at the next call', async () => {
    const db = openDatabase(':memory:');
    const clock = new MovableClock();
    clock.setTo(TEST_NOW);
    const runs: number[] = [];
    const app = createApp({ db, clock, config: configFromEnv({}), distDir: '/nonexistent-dist', jobs: new JobRunner(db, () => clock.now(), [recorder(runs)]) });
    await app.request('/api/go/getSysTime', { method: 'POST' });
    clock.advance(15 * 24 * 3_600_000);
    await app.request('/api/go/getSysTime', { method: 'POST' });
    expect(runs.map((at) => at - TEST_NOW)).toEqual([expect.any(Number), expect.any(Number)]);
    expect((runs[1] ?? 0) - TEST_NOW).toBeGreaterThanOrEqual(15 * 24 * 3_600_000);
  });
});

// A returning user's demo database: seeded on an earlier day it is seeded anew for today, unless kept on purpose;
// a database without demo data is never touched.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../src/domain/time.ts';
import { demoSeedDate, openDemoDatabase, openServerDatabase } from '../../server/demo/database.ts';
import { TEST_NOW } from '../support/test-now.ts';

const DAY_MS = 86_400_000;
const freshPath = () => join(mkdtempSync(join(tmpdir(), 'demo-db-')), 'dev.sqlite');

describe('openServerDatabase', () => {
  it('seeds a demo database from a week ago anew for today, and says so', () => {
    const path = freshPath();
    openDemoDatabase(path, TEST_NOW - 7 * DAY_MS).close();
    const { db, note } = openServerDatabase({ dbPath: path, demo: true, keepDemoDb: false }, TEST_NOW);
    expect(demoSeedDate(db)).toBe(businessDate(TEST_NOW));
    expect(note).toMatch(/seeded it anew for today/);
    // Today has live data again.
    const today = db.prepare('SELECT COUNT(*) AS n FROM host_days WHERE date = ?').get(businessDate(TEST_NOW)) as { n: number };
    expect(today.n).toBeGreaterThan(0);
    db.close();
  });

  it('keeps a demo database seeded earlier today, and an old one with KEEP_DEMO_DB', () => {
    const path = freshPath();
    openDemoDatabase(path, TEST_NOW - 60_000).close();
    const same = openServerDatabase({ dbPath: path, demo: true, keepDemoDb: false }, TEST_NOW);
    expect(same.note).toBeNull();
    same.db.close();
    const kept = openServerDatabase({ dbPath: path, demo: true, keepDemoDb: true }, TEST_NOW + 3 * DAY_MS);
    expect(demoSeedDate(kept.db)).toBe(businessDate(TEST_NOW));
    expect(kept.note).toMatch(/Keeping the demo database/);
    kept.db.close();
  });

  it('never seeds or replaces a database without demo data on', () => {
    const path = freshPath();
    const { db, note } = openServerDatabase({ dbPath: path, demo: false, keepDemoDb: false }, TEST_NOW);
    expect(note).toBeNull();
    expect(demoSeedDate(db)).toBeNull();
    expect((db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n).toBe(0);
    db.close();
  });
});

// Families the tests make for themselves, in the test's own database (never in the seeded demo that users see): an API
// test calls addTestFamilies after testApp, the browser tests' reference server after seeding its fresh database.
// Everyone here has an id in 54200-54299 and the demo token, so the tests sign in as them as they do as demo users.
import { DatabaseSync } from 'node:sqlite';
import { FAMILY_CREATE_MIN_WEALTH_LEVEL } from '../../src/domain/family-info.ts';
import { amountPerExp, levelTable } from '../../src/domain/levels.ts';
import { businessDate, weekStart } from '../../src/domain/time.ts';
import { transaction } from '../../server/db/transaction.ts';
import { DEMO_TOKEN } from '../../server/demo/accounts.ts';
import { familyAccount } from '../../server/family/store.ts';
import { post } from '../../server/services/ledger.ts';

/** The test families, each with its people (creator first). */
export const TEST_FAMILIES = {
  /** Bronze (2 admins at most): creator, one admin, five members. */
  roles: { id: 30020, name: 'Uji Peran', people: [54210, 54211, 54212, 54213, 54214, 54215, 54216] },
  /** Bronze with 500,000 family coins: creator, an admin, five members. */
  summons: { id: 30021, name: 'Uji Angpao', people: [54220, 54221, 54222, 54223, 54224, 54225, 54226], coins: 500_000 },
  /** Bronze: creator and two members; 54232 is in no family and tries to join. */
  dissolve: { id: 30022, name: 'Uji Bubar', people: [54230, 54231, 54233], joiner: 54232 },
  /** Bronze with no prestige: its creator holds 170,000,000 coins to contribute. */
  rising: { id: 30023, name: 'Uji Naik', people: [54240], creatorCoins: 170_000_000 },
  /** Bronze: creator, an admin, four members: the browser's hand-over (issue 27.6). */
  handOver: { id: 30024, name: 'Uji Serah', people: [54250, 54251, 54252, 54253, 54254, 54255] },
} as const;

const DAY_MS = 24 * 3_600_000;

/** Adds the test families to the database file at `path` (a browser tests' reference server's), through its own connection. */
export function addTestFamiliesAt(path: string, now: number): void {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
    addTestFamilies(db, now);
  } finally {
    db.close();
  }
}

/** Adds the test families, their people and their coins to `db` at `now` (once per database). */
export function addTestFamilies(db: DatabaseSync, now: number): void {
  const level30 = levelTable('wealth')[FAMILY_CREATE_MIN_WEALTH_LEVEL - 1] ?? 0;
  const createdAt = now - 30 * DAY_MS;
  const insertUser = db.prepare('INSERT INTO users (id, nickname, gender, app_token, created_at, wealth_exp, coins_spent) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const user = (id: number, exp: number) => insertUser.run(id, `Uji ${id}`, id % 2 ? 'male' : 'female', DEMO_TOKEN, createdAt, exp, exp * amountPerExp('wealth'));
  const insertFamily = db.prepare("INSERT INTO families (id, name, notice, creator_user_id, tier, tier_week, created_at) VALUES (?, ?, '', ?, 'bronze', ?, ?)");
  const insertMember = db.prepare('INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  transaction(db, () => {
    for (const family of Object.values(TEST_FAMILIES)) {
      const [creator = 0, ...rest] = family.people;
      user(creator, level30 + 10_000);
      insertFamily.run(family.id, family.name, creator, weekStart(businessDate(now)), createdAt);
      insertMember.run(family.id, creator, 'creator', createdAt);
      rest.forEach((id, index) => {
        user(id, 1_000 + index);
        insertMember.run(family.id, id, family.id === TEST_FAMILIES.dissolve.id || index > 0 ? 'member' : 'admin', createdAt + (index + 1) * 3_600_000);
      });
    }
    user(TEST_FAMILIES.dissolve.joiner, 2_000);
    const issue = (account: ReturnType<typeof familyAccount>, amount: number) =>
      post(db, { kind: 'openingBalance', at: createdAt, entries: [{ account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -amount }, { account, amount }] });
    issue(familyAccount(TEST_FAMILIES.summons.id), TEST_FAMILIES.summons.coins);
    issue({ userId: TEST_FAMILIES.rising.people[0], currency: 'coin', kind: 'available' }, TEST_FAMILIES.rising.creatorCoins);
  });
}

// What the family API tests build their state with: people, members and coins written straight into a fresh test
// database (the state a test needs, never a figure the demo history happens to hold), and a caller per user.
import { ERROR_CODES, type ErrorName } from '../../src/contract/errors.ts';
import { transaction } from '../../server/db/transaction.ts';
import { post } from '../../server/services/ledger.ts';
import { caller, testApp } from './helpers.ts';
import { addTestFamilies } from '../support/test-families.ts';

/** A test app with throttling raised: these tests sign many people in and move money often. */
export function familyApp(now?: number) {
  const t = testApp({ ...(now === undefined ? {} : { now }), env: { RATE_LIMIT_SCALE: '1000' } });
  // The families these tests walk are their own, made in their database (none is seeded for users).
  addTestFamilies(t.db, t.clock.now());
  return t;
}

/** The app under test. */
export type App = ReturnType<typeof familyApp>;

/** Adds a user who can sign in with the demo token, at a wealth exp (12,000 is level 30). */
export function addUser(t: App, id: number, wealthExp = 0): void {
  t.db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at, wealth_exp) VALUES (?, ?, 'female', 'demo', ?, ?)").run(id, `User ${id}`, t.clock.now(), wealthExp);
}

/** Puts a user into a family with a role. */
export function addMember(t: App, familyId: number, userId: number, role = 'member'): void {
  t.db.prepare('INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)').run(familyId, userId, role, t.clock.now());
}

/** Gives a user coins from the platform (a top-up stand-in). */
export function giveCoins(t: App, userId: number, amount: number): void {
  transaction(t.db, () =>
    post(t.db, {
      kind: 'openingBalance',
      at: t.clock.now(),
      entries: [
        { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -amount },
        { account: { userId, currency: 'coin', kind: 'available' }, amount },
      ],
    }),
  );
}

/** Gives a family coins from the platform. */
export function giveFamilyCoins(t: App, familyId: number, amount: number): void {
  transaction(t.db, () =>
    post(t.db, {
      kind: 'openingBalance',
      at: t.clock.now(),
      entries: [
        { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -amount },
        { account: { userId: null, familyId, currency: 'coin', kind: 'available' }, amount },
      ],
    }),
  );
}

/** A family's available or frozen coins. */
export function familyBalance(t: App, familyId: number, kind: 'available' | 'frozen' = 'available'): number {
  const row = t.db.prepare('SELECT balance FROM accounts WHERE family_id = ? AND kind = ?').get(familyId, kind) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** A caller for each user id, signed in once. */
export async function callers(t: App, ids: number[]) {
  const calls = new Map<number, Awaited<ReturnType<typeof caller>>>();
  for (const id of ids) calls.set(id, await caller(t, String(id)));
  return (id: number) => {
    const call = calls.get(id);
    if (!call) throw new Error(`${id} is not signed in`);
    return call;
  };
}

/** The code of an error name. */
export const code = (name: ErrorName) => ERROR_CODES[name];

/** Idempotency-Key headers, a new key each call. */
let keys = 0;
export const key = () => ({ 'Idempotency-Key': `family-test-${++keys}-key` });

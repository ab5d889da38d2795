// The ledger of DESIGN 4 on its own: what it refuses to record, and what reconcile finds when balances drift.
import { describe, expect, it } from 'vitest';
import { transaction } from '../../server/db/transaction.ts';
import { InsufficientFunds, balanceOf, post, reconcile, transferBetween, type AccountRef } from '../../server/services/ledger.ts';
import { businessFingerprint, testApp } from './helpers.ts';

const AVAILABLE: AccountRef = { userId: 10004, currency: 'coin', kind: 'available' };
const ISSUED: AccountRef = { userId: null, currency: 'coin', kind: 'issued' };
const FROZEN: AccountRef = { userId: 10004, currency: 'coin', kind: 'frozen' };

describe('post', () => {
  it('records a balanced transaction and moves both balances', () => {
    const t = testApp();
    const before = balanceOf(t.db, AVAILABLE);
    transaction(t.db, () => post(t.db, { kind: 'openingBalance', at: t.clock.now(), entries: [{ account: ISSUED, amount: -500 }, { account: AVAILABLE, amount: 500 }] }));
    expect(balanceOf(t.db, AVAILABLE)).toBe(before + 500);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('refuses unbalanced, fractional, zero and unsafe amounts before writing anything', () => {
    const t = testApp();
    const before = businessFingerprint(t.db);
    const at = t.clock.now();
    const attempts = [
      [{ account: ISSUED, amount: -500 }, { account: AVAILABLE, amount: 400 }],
      [{ account: ISSUED, amount: -0.5 }, { account: AVAILABLE, amount: 0.5 }],
      [{ account: ISSUED, amount: 0 }, { account: AVAILABLE, amount: 0 }],
      [{ account: ISSUED, amount: -(2 ** 53) }, { account: AVAILABLE, amount: 2 ** 53 }],
      [{ account: ISSUED, amount: Number.NaN }, { account: AVAILABLE, amount: Number.NaN }],
    ];
    for (const entries of attempts) expect(() => transaction(t.db, () => post(t.db, { kind: 'openingBalance', at, entries }))).toThrow();
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('refuses to post outside a transaction, writing nothing', () => {
    const t = testApp();
    const before = businessFingerprint(t.db);
    expect(() => post(t.db, { kind: 'openingBalance', at: t.clock.now(), entries: [{ account: ISSUED, amount: -500 }, { account: AVAILABLE, amount: 500 }] })).toThrow(/outside a transaction/);
    expect(() => transferBetween(t.db, 'transfer', AVAILABLE, FROZEN, 1, t.clock.now())).toThrow(/outside a transaction/);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('never lets a user balance go negative: InsufficientFunds, and the transaction undone', () => {
    const t = testApp();
    const before = businessFingerprint(t.db);
    const balance = balanceOf(t.db, AVAILABLE);
    expect(() => transaction(t.db, () => transferBetween(t.db, 'withdrawalFreeze', AVAILABLE, FROZEN, balance + 1, t.clock.now()))).toThrow(InsufficientFunds);
    expect(businessFingerprint(t.db)).toBe(before);
    transaction(t.db, () => transferBetween(t.db, 'withdrawalFreeze', AVAILABLE, FROZEN, balance, t.clock.now()));
    expect(balanceOf(t.db, AVAILABLE)).toBe(0);
    expect(reconcile(t.db)).toEqual([]);
  });
});

describe('reconcile', () => {
  it('finds a balance changed outside the ledger, and an entry without its other side', () => {
    const t = testApp();
    expect(reconcile(t.db)).toEqual([]);
    t.db.prepare("UPDATE accounts SET balance = balance + 7 WHERE user_id = 10004 AND currency = 'coin' AND kind = 'available'").run();
    const drifted = reconcile(t.db);
    expect(drifted.some((problem) => problem.includes('coin balances sum to 7'))).toBe(true);
    expect(drifted.some((problem) => /balance \d+ but entries sum to \d+/.test(problem))).toBe(true);

    const fresh = testApp();
    const txId = Number(fresh.db.prepare("INSERT INTO ledger_transactions (kind, created_at) VALUES ('openingBalance', 0)").run().lastInsertRowid);
    const account = fresh.db.prepare("SELECT id FROM accounts WHERE user_id = 10004 AND currency = 'coin' AND kind = 'available'").get() as { id: number };
    fresh.db.prepare('INSERT INTO ledger_entries (tx_id, account_id, amount) VALUES (?, ?, 3)').run(txId, account.id);
    expect(reconcile(fresh.db).some((problem) => problem === `transaction ${txId} coin sums to 3`)).toBe(true);
  });
});

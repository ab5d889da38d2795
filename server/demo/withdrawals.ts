// 10001's DANA account and past withdrawals (DESIGN 5): a few live ones frozen in several statuses, refunded ones,
// and completed ones that pay out most of what she earned. Completed amounts are planned against her whole future
// balance, so no withdrawal ever lands where the balance cannot cover it, whatever day the history ends on.
import { SETTLEMENT_STATUS, refundsWithdrawal, type SettlementStatus } from '../../src/domain/settlement.ts';
import { charmExp } from '../../src/domain/levels.ts';
import { addDays } from '../../src/domain/time.ts';
import { DEMO_AGENCY_ID } from './accounts.ts';
import { WITHDRAW_FEE_BEANS, WITHDRAW_MAX_BEANS, WITHDRAW_MIN_BEANS, WITHDRAW_MULTIPLE_BEANS } from '../../src/domain/withdrawal.ts';
import { post, transferBetween, type AccountRef } from '../services/ledger.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

const HOST = 10001;
const ACCOUNT = { method: 'dana', number: '081234567890', holder: 'Sari Wulandari' } as const;
/** Withdrawals are made at 11:00 UTC+7, reviewed 26 hours later and settled an hour after the review. */
const MADE_AT_HOUR = 11;
const REVIEW_DELAY_MS = 26 * HOUR_MS;

/** Live (frozen) withdrawals: days from today, amount, status. Their amounts are fixed. */
const LIVE: readonly [number, number, SettlementStatus][] = [[-2, 300_000, 2], [-4, 200_000, 1], [-6, 150_000, 3], [-9, 100_000, 7]];
/** Refused ones, refunded: days from today, amount, status. */
const REFUNDED: readonly [number, number, SettlementStatus][] = [[-12, 400_000, 0], [-20, 250_000, 6]];
/** Weekly-ish days for completed withdrawals, oldest first; none shares a day with the ones above (one a day). */
const COMPLETED_DAYS: readonly number[] = [-85, -78, -71, -64, -57, -50, -43, -36, -29, -22, -15, -10, -7, -3];
/** Each completed withdrawal takes at most this share of the lowest balance ahead of it, as a real host would. */
const COMPLETED_SHARE = 0.9;

/** `amount` rounded down (or up) to a withdrawal step. */
const stepDown = (amount: number) => Math.floor(amount / WITHDRAW_MULTIPLE_BEANS) * WITHDRAW_MULTIPLE_BEANS;
const stepUp = (amount: number) => Math.ceil(amount / WITHDRAW_MULTIPLE_BEANS) * WITHDRAW_MULTIPLE_BEANS;

/**
 * Writes 10001's account and withdrawals, planned so that after them (and the opening balance that balances.ts
 * computes from the same flows) her available beans are `targetBeans`. Call after the settlements are planned.
 */
export function seedWithdrawals(plan: DemoPlan, targetBeans: number): void {
  plan.sql(`INSERT INTO withdrawal_accounts (user_id, method, bank_code, account_number, holder_name, phone, updated_at)
    VALUES (?, ?, NULL, ?, ?, ?, ?)`).run(HOST, ACCOUNT.method, ACCOUNT.number, ACCOUNT.holder, ACCOUNT.number, plan.now - 100 * 24 * HOUR_MS);

  const withdraw = (offset: number, amount: number, status: SettlementStatus) => {
    const date = addDays(plan.today, offset);
    const createdAt = plan.at(date, MADE_AT_HOUR);
    const reviewedAt = Math.min(createdAt + REVIEW_DELAY_MS, plan.latest - HOUR_MS);
    const settledAt = reviewedAt + HOUR_MS;
    const fee = WITHDRAW_FEE_BEANS[ACCOUNT.method];
    plan.flows.add(HOST, 'bean', createdAt, -amount);
    if (refundsWithdrawal(status)) plan.flows.add(HOST, 'bean', settledAt, amount);
    plan.later(createdAt, () => {
      const id = Number(
        plan.sql(`INSERT INTO withdrawals (user_id, method, bank_code, account_number, holder_name, phone, amount, fee, net, status,
          business_date, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .run(HOST, ACCOUNT.method, ACCOUNT.number, ACCOUNT.holder, ACCOUNT.number, amount, fee, amount - fee, status, date, createdAt, createdAt)
          .lastInsertRowid,
      );
      const available: AccountRef = { userId: HOST, currency: 'bean', kind: 'available' };
      const frozen: AccountRef = { userId: HOST, currency: 'bean', kind: 'frozen' };
      const ref = { type: 'withdrawal', id };
      const event = plan.sql('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, ?, ?)');
      transferBetween(plan.db, 'withdrawalFreeze', available, frozen, amount, createdAt, ref);
      event.run(id, SETTLEMENT_STATUS.TO_BE_REVIEWED, createdAt);
      if (status === SETTLEMENT_STATUS.TO_BE_REVIEWED) return;
      if (status !== SETTLEMENT_STATUS.IN_PROCESS) event.run(id, SETTLEMENT_STATUS.IN_PROCESS, reviewedAt);
      event.run(id, status, settledAt);
      if (status === SETTLEMENT_STATUS.COMPLETED) {
        post(plan.db, { kind: 'withdrawalPayout', at: settledAt, refType: 'withdrawal', refId: id, entries: [
          { account: frozen, amount: -amount },
          { account: { userId: null, currency: 'bean', kind: 'paid_out' }, amount: amount - fee },
          { account: { userId: null, currency: 'bean', kind: 'fees' }, amount: fee },
        ] });
      } else if (refundsWithdrawal(status)) {
        transferBetween(plan.db, 'withdrawalRefund', frozen, available, amount, settledAt, ref);
      }
    });
  };
  for (const [offset, amount, status] of [...LIVE, ...REFUNDED]) withdraw(offset, amount, status);

  // What the completed withdrawals must take so that the opening balance (target minus every flow) is whole steps
  // away and large enough for the fixed withdrawals above to be covered on any day.
  const net = plan.flows.total(HOST, 'bean');
  const shortfall = Math.max(0, -plan.flows.lowestFrom(HOST, 'bean', 0, Number.NEGATIVE_INFINITY));
  const completedTotal = Math.max(0, stepUp(net + shortfall - targetBeans));
  const opening = targetBeans - net + completedTotal;

  // Oldest first, each completed withdrawal takes most of the lowest balance from its instant on (so every later
  // outflow stays covered), leaving either nothing or at least one minimum withdrawal for the next ones.
  let remaining = completedTotal;
  COMPLETED_DAYS.forEach((offset, i) => {
    if (remaining === 0) return;
    const last = i === COMPLETED_DAYS.length - 1;
    const when = plan.at(addDays(plan.today, offset), MADE_AT_HOUR);
    const room = plan.flows.lowestFrom(HOST, 'bean', opening, when);
    let amount = Math.min(remaining, stepDown(room * (last ? 1 : COMPLETED_SHARE)), WITHDRAW_MAX_BEANS);
    if (remaining - amount > 0 && remaining - amount < WITHDRAW_MIN_BEANS) amount = remaining - WITHDRAW_MIN_BEANS;
    if (amount < WITHDRAW_MIN_BEANS) return;
    withdraw(offset, amount, SETTLEMENT_STATUS.COMPLETED);
    remaining -= amount;
  });
  if (remaining > 0) throw new Error(`demo data: ${remaining} beans of ${HOST} left unplaced`);
}

/**
 * 58001: a host of agency 20001 with a bank card linked long ago and nothing else, for the flows that change where
 * payouts go (replacing the card needs the user proved again and holds withdrawals to the new one).
 */
export const ACCOUNT_CHANGE_HOST = 58001;

/** Writes 58001, her host record and her bank card. */
export function seedAccountChangeHost(plan: DemoPlan): void {
  const longAgo = plan.now - 120 * 24 * HOUR_MS;
  // Charm level 5: 900,000 beans received before the history (SPEC 9: 1 exp per 10,000).
  const received = 900_000;
  plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at, wealth_exp, beans_received, charm_exp) VALUES (?, ?, ?, ?, ?, 0, ?, ?)')
    .run(ACCOUNT_CHANGE_HOST, 'Rina', 'female', 'demo', longAgo, received, charmExp(received));
  plan.sql('INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, ?, ?, NULL, 1, ?)')
    .run(ACCOUNT_CHANGE_HOST, DEMO_AGENCY_ID, 'weekly', addDays(plan.today, -120));
  plan.sql(`INSERT INTO withdrawal_accounts (user_id, method, bank_code, account_number, holder_name, phone, updated_at)
    VALUES (?, 'bank', 'BCA', '1234567890', 'Rina Kartika', '081255554444', ?)`).run(ACCOUNT_CHANGE_HOST, longAgo);
}

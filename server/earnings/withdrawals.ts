// Withdrawals (SPEC 5, 8, 9; DESIGN 4): the overview, withdrawing (the beans are frozen at submission), the records and
// a withdrawal's detail, and the operator review that pays out or refunds. Where payouts go is
// server/earnings/payout-accounts.ts.
import type { AccountChangeView, WithdrawOverview, WithdrawalDetail, WithdrawalView } from '../../src/contract/withdraw.ts';
import type { DateRange } from '../../src/domain/date-range.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import {
  SETTLEMENT_STATUS,
  isFinalStatus,
  isSettlementStatus,
  nextStatuses,
  refundingStatuses,
  refundsWithdrawal,
  type SettlementStatus,
} from '../../src/domain/settlement.ts';
import { businessDate } from '../../src/domain/time.ts';
import { WITHDRAW_METHODS, WITHDRAW_RULES, checkWithdrawal, isWithdrawMethod, maskAccountNumber, type WithdrawMethod } from '../../src/domain/withdrawal.ts';
import { reviewRefusal } from '../account/policy.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { InsufficientFunds, balanceOf, post, transferBetween } from '../services/ledger.ts';
import { recordDecision } from '../services/decisions.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { accountEvents, accountRow, accountView, boundAccount, methodHeldUntil } from './payout-accounts.ts';
import { parseIntegerField } from '../../src/domain/integer.ts';

/** A row of withdrawals. */
export interface WithdrawalRow {
  id: number;
  user_id: number;
  method: WithdrawMethod;
  bank_code: string | null;
  account_number: string;
  holder_name: string;
  amount: number;
  fee: number;
  net: number;
  status: number;
  business_date: string;
  created_at: number;
  /** Why an operator rejected it or it failed (the user sees it). */
  reason: string | null;
}

/** A withdrawal row as the API shows it. */
export function withdrawalView(row: WithdrawalRow): WithdrawalView {
  if (!isSettlementStatus(row.status)) throw new Error(`withdrawal ${row.id} has status ${row.status}`);
  return {
    id: String(row.id),
    method: row.method,
    bankCode: row.bank_code,
    accountMasked: maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    amount: row.amount,
    fee: row.fee,
    net: row.net,
    status: row.status,
    createdAt: row.created_at,
    date: row.business_date,
  };
}

/** The status codes that free the day (refundsWithdrawal), as an SQL list: the rule is never restated as numbers. */
const REFUNDING_SQL = refundingStatuses().join(', ');

/** SPEC 9: a withdrawal of that business day that was not rejected or failed exists. */
function withdrewOn(db: Db, userId: number, date: string): boolean {
  return (
    db.prepare(`SELECT 1 FROM withdrawals WHERE user_id = ? AND business_date = ? AND status NOT IN (${REFUNDING_SQL})`).get(userId, date) !==
    undefined
  );
}

/** How long the overview keeps a change in the account history it shows. */
const ACCOUNT_HISTORY_SHOWN = 10;

/** What /withdrawcash shows `userId` at `now`. */
export function withdrawOverview(db: Db, userId: number, now: number): WithdrawOverview {
  const today = businessDate(now);
  const events = accountEvents(db, userId);
  return {
    today,
    availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
    frozenBeans: balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }),
    withdrewToday: withdrewOn(db, userId, today),
    methods: WITHDRAW_METHODS.map((method) => {
      const row = accountRow(db, userId, method);
      return { method, bound: row ? accountView(row) : null, heldUntil: methodHeldUntil(db, userId, method, now) };
    }),
    accountChanges: events
      .slice(-ACCOUNT_HISTORY_SHOWN)
      .reverse()
      .map(
        (event): AccountChangeView => ({
          method: event.method,
          action: event.action,
          accountMasked: event.account_masked,
          verifiedBy: event.verified_by,
          heldUntil: event.held_until,
          at: event.at,
        }),
      ),
    rules: { ...WITHDRAW_RULES, feeBeans: { ...WITHDRAW_RULES.feeBeans } },
  };
}

/**
 * The database's own refusals of a withdrawal: the one-live-withdrawal-a-day index, a balance that would go negative.
 * Each answers as the check before it would have.
 */
export const withdrawalRefusal: Refusal = (error) => {
  if (error instanceof InsufficientFunds) return 'withdraw.exceedsAvailable';
  if (error instanceof Error && error.message.includes('UNIQUE constraint failed: withdrawals.user_id, withdrawals.business_date')) return 'withdraw.oncePerDay';
  return null;
};

/**
 * Records a status change of a withdrawal and moves its money: payout on completion, refund on 0 and 6. Answers the
 * ledger transaction that moved it (null when none did), for the decision's audit trail.
 */
export function setWithdrawalStatus(db: Db, row: WithdrawalRow, status: SettlementStatus, at: number): number | null {
  db.prepare('UPDATE withdrawals SET status = ?, updated_at = ? WHERE id = ?').run(status, at, row.id);
  db.prepare('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, ?, ?)').run(row.id, status, at);
  const frozen = { userId: row.user_id, currency: 'bean', kind: 'frozen' } as const;
  const ref = { refType: 'withdrawal', refId: row.id };
  if (status === SETTLEMENT_STATUS.COMPLETED) {
    // DESIGN 4: the fee is taken from the amount; the net is paid out.
    return post(db, {
      kind: 'withdrawalPayout',
      at,
      ...ref,
      entries: [
        { account: frozen, amount: -row.amount },
        { account: { userId: null, currency: 'bean', kind: 'paid_out' }, amount: row.net },
        ...(row.fee > 0 ? [{ account: { userId: null, currency: 'bean', kind: 'fees' } as const, amount: row.fee }] : []),
      ],
    });
  } else if (refundsWithdrawal(status)) {
    return transferBetween(db, 'withdrawalRefund', frozen, { userId: row.user_id, currency: 'bean', kind: 'available' }, row.amount, at, {
      type: 'withdrawal',
      id: row.id,
    });
  }
  return null;
}

/**
 * Withdraws `form.amount` beans to the account bound for `form.method` (inside the money call's transaction): checked
 * by checkWithdrawal (SPEC 5, 9), with the fee the page confirmed; the beans are frozen at submission (DESIGN 4).
 */
export function submitWithdrawal(
  db: Db,
  userId: number,
  form: { method: string | null; amount: string; fee: string | undefined },
  now: number,
): Outcome<{ withdrawal: WithdrawalView; availableBeans: number }> {
  const today = businessDate(now);
  const { method, amount: rawAmount } = form;
  const amount = rawAmount.trim() === '' ? null : parseWholeAmount(rawAmount);
  if (rawAmount.trim() !== '' && amount === null) return refused('withdraw.amountInvalid');
  const held = isWithdrawMethod(method) ? methodHeldUntil(db, userId, method, now) : null;
  const check = checkWithdrawal({
    method,
    account: isWithdrawMethod(method) ? boundAccount(db, userId, method) : null,
    amount,
    availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
    withdrewToday: withdrewOn(db, userId, today),
    heldUntil: held,
    now,
  });
  if (!check.ok) return refused(`withdraw.${check.error}`, check.error === 'accountHeld' ? { until: held } : null);
  const { quote } = check;
  // The fee the user confirmed must be the fee charged: a page of another version may have shown another.
  const confirmedFee = form.fee === undefined ? undefined : parseIntegerField(form.fee);
  if (confirmedFee !== undefined && confirmedFee !== quote.fee) return refused('withdraw.feeChanged', { fee: quote.fee });
  const account = boundAccount(db, userId, quote.method);
  if (!account) return refused('withdraw.accountNotBound');
  const id = Number(
    db
      .prepare(
        `INSERT INTO withdrawals (user_id, method, bank_code, account_number, holder_name, phone, amount, fee, net, status,
           business_date, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        quote.method,
        account.bankCode,
        account.accountNumber,
        account.holderName,
        account.phone,
        quote.amount,
        quote.fee,
        quote.net,
        SETTLEMENT_STATUS.TO_BE_REVIEWED,
        today,
        now,
        now,
      ).lastInsertRowid,
  );
  db.prepare('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, ?, ?)').run(id, SETTLEMENT_STATUS.TO_BE_REVIEWED, now);
  // DESIGN 4: the beans are frozen at submission.
  transferBetween(
    db,
    'withdrawalFreeze',
    { userId, currency: 'bean', kind: 'available' },
    { userId, currency: 'bean', kind: 'frozen' },
    quote.amount,
    now,
    { type: 'withdrawal', id },
  );
  const row = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as unknown as WithdrawalRow;
  return done({ withdrawal: withdrawalView(row), availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }) });
}

/** The user's withdrawals made in `range`, newest first. */
export function withdrawalRecords(db: Db, userId: number, range: DateRange, cursor: number | null): Page<WithdrawalView> {
  const rows = db
    .prepare(
      `SELECT * FROM withdrawals WHERE user_id = ? AND business_date BETWEEN ? AND ? AND (? IS NULL OR id < ?)
       ORDER BY id DESC LIMIT ?`,
    )
    .all(userId, range.start, range.end, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as WithdrawalRow[];
  return pageOf(rows, withdrawalView);
}

/** One of the user's withdrawals with its timeline. */
export function withdrawalDetail(db: Db, userId: number, id: number): Outcome<WithdrawalDetail> {
  const row = db.prepare('SELECT * FROM withdrawals WHERE id = ? AND user_id = ?').get(id, userId) as WithdrawalRow | undefined;
  if (!row) return refused('withdraw.notFound');
  const timeline = db.prepare('SELECT status, at FROM withdrawal_events WHERE withdrawal_id = ? ORDER BY id').all(id) as {
    status: SettlementStatus;
    at: number;
  }[];
  return done({ ...withdrawalView(row), reason: row.reason, timeline });
}

/**
 * An operator moves a withdrawal to its next status (paying out on completion, refunding on 0 and 6). Nobody reviews their own row (issue 24):
 * the policy refuses it with `ops.ownRow`.
 */
export function reviewWithdrawal(db: Db, operatorId: number, id: number, status: SettlementStatus, now: number): Outcome<WithdrawalView> {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
    if (!row) return refused('withdraw.notFound');
    const refusal = reviewRefusal(db, operatorId, 'reviewWithdrawals', row.user_id, now);
    if (refusal) return refused(refusal);
    if (!isSettlementStatus(row.status) || isFinalStatus(row.status)) return refused('withdraw.statusFinal');
    if (!nextStatuses(row.status).includes(status)) return refused('invalidParams');
    const ledgerTxId = setWithdrawalStatus(db, row, status, now);
    recordDecision(db, { subject: 'withdrawal', subjectId: id, ownerUserId: row.user_id, operatorUserId: operatorId, action: 'status', fromState: row.status, toState: status, ledgerTxId, at: now });
    return done(withdrawalView({ ...row, status }));
  });
}

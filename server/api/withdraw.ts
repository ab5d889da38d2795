// The withdrawal area (SPEC 5, 8, 9; DESIGN 4): overview, binding accounts, withdrawing, records and detail, and
// the operator review that pays out or refunds.
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  OPS_ENDPOINTS,
  WITHDRAW_ENDPOINTS,
  type AccountChangeView,
  type BoundAccountView,
  type WithdrawOverview,
  type WithdrawalDetail,
  type WithdrawalView,
} from '../../src/contract/withdraw.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
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
import {
  WITHDRAW_METHODS,
  WITHDRAW_RULES,
  checkWithdrawal,
  isWithdrawMethod,
  maskAccountNumber,
  type BoundAccount,
  type WithdrawMethod,
} from '../../src/domain/withdrawal.ts';
import { checkBindAccount, heldUntil, payoutChange } from '../../src/domain/withdrawal-account.ts';
import { transaction } from '../db/transaction.ts';
import { InsufficientFunds, balanceOf, post, transferBetween } from '../services/ledger.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField, rangeField, statusField } from './fields.ts';
import { PAGE_QUERY_LIMIT, pageOf } from '../services/paging.ts';
import { idempotent } from './idempotency.ts';
import type { Refusal } from '../services/outcome.ts';
import { verifyReauth } from './reauth.ts';
import { errorEnvelope, fail, ok } from './respond.ts';
import { isEarner, isOperator, requireRole } from './roles.ts';

/** A row of withdrawals. */
interface WithdrawalRow {
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
}

/** A row of withdrawal_accounts. */
interface AccountRow {
  method: WithdrawMethod;
  bank_code: string | null;
  account_number: string;
  holder_name: string;
  phone: string | null;
}

/** A withdrawal row as the API shows it. */
function withdrawalView(row: WithdrawalRow): WithdrawalView {
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

/** A bound account as the API shows it. */
function accountView(row: AccountRow): BoundAccountView {
  return {
    method: row.method,
    bankCode: row.bank_code,
    accountMasked: maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    phoneMasked: row.phone === null ? null : maskAccountNumber(row.phone),
  };
}

/** The bound account of a method, as the domain rules see it. */
function boundAccount(db: DatabaseSync, userId: number, method: WithdrawMethod): BoundAccount | null {
  const row = db.prepare('SELECT * FROM withdrawal_accounts WHERE user_id = ? AND method = ?').get(userId, method) as AccountRow | undefined;
  return row
    ? { method: row.method, bankCode: row.bank_code, accountNumber: row.account_number, holderName: row.holder_name, phone: row.phone }
    : null;
}

/** The status codes that free the day (refundsWithdrawal), as an SQL list: the rule is never restated as numbers. */
const REFUNDING_SQL = refundingStatuses().join(', ');

/** SPEC 9: a withdrawal of that business day that was not rejected or failed exists. */
function withdrewOn(db: DatabaseSync, userId: number, date: string): boolean {
  return (
    db.prepare(`SELECT 1 FROM withdrawals WHERE user_id = ? AND business_date = ? AND status NOT IN (${REFUNDING_SQL})`).get(userId, date) !==
    undefined
  );
}

/** A row of withdrawal_account_events. */
interface AccountEventRow {
  method: WithdrawMethod;
  action: 'added' | 'replaced';
  account_masked: string;
  verified_by: 'appToken' | 'smsCode' | null;
  held_until: number | null;
  at: number;
}

/** The user's account changes, oldest first. */
function accountEvents(db: DatabaseSync, userId: number): AccountEventRow[] {
  return db
    .prepare('SELECT method, action, account_masked, verified_by, held_until, at FROM withdrawal_account_events WHERE user_id = ? ORDER BY id')
    .all(userId) as unknown as AccountEventRow[];
}

/** How long the overview keeps a change in the account history it shows. */
const ACCOUNT_HISTORY_SHOWN = 10;

/** Until when withdrawals with `method` are held (epoch ms), or null. */
function methodHeldUntil(db: DatabaseSync, userId: number, method: WithdrawMethod, now: number): number | null {
  return heldUntil(
    accountEvents(db, userId).map((event) => ({ method: event.method, heldUntil: event.held_until })),
    method,
    now,
  );
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

/** Records a status change of a withdrawal and moves its money: payout on completion, refund on 0 and 6. */
export function setWithdrawalStatus(db: DatabaseSync, row: WithdrawalRow, status: SettlementStatus, at: number): void {
  db.prepare('UPDATE withdrawals SET status = ?, updated_at = ? WHERE id = ?').run(status, at, row.id);
  db.prepare('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, ?, ?)').run(row.id, status, at);
  const frozen = { userId: row.user_id, currency: 'bean', kind: 'frozen' } as const;
  const ref = { refType: 'withdrawal', refId: row.id };
  if (status === SETTLEMENT_STATUS.COMPLETED) {
    // DESIGN 4: the fee is taken from the amount; the net is paid out.
    post(db, {
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
    transferBetween(db, 'withdrawalRefund', frozen, { userId: row.user_id, currency: 'bean', kind: 'available' }, row.amount, at, {
      type: 'withdrawal',
      id: row.id,
    });
  }
}

/** The withdrawal sub-app. */
export function withdrawApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const earnersOnly = requireRole(db, isEarner);

  return new Hono<AuthedEnv>()
    .post(WITHDRAW_ENDPOINTS.overview.path, session, earnersOnly, (c) => {
      const userId = c.var.user.userId;
      const now = clock.now();
      const today = businessDate(now);
      const events = accountEvents(db, userId);
      const overview: WithdrawOverview = {
        today,
        availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }),
        frozenBeans: balanceOf(db, { userId, currency: 'bean', kind: 'frozen' }),
        withdrewToday: withdrewOn(db, userId, today),
        methods: WITHDRAW_METHODS.map((method) => {
          const row = db.prepare('SELECT * FROM withdrawal_accounts WHERE user_id = ? AND method = ?').get(userId, method) as
            | AccountRow
            | undefined;
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
      return ok(c, overview);
    })
    .post(WITHDRAW_ENDPOINTS.bind.path, session, earnersOnly, async (c) => {
      const fields = c.var.fields;
      const userId = c.var.user.userId;
      const check = checkBindAccount({
        method: fields['method'] ?? null,
        bankCode: fields['bank_code'] ?? null,
        accountNumber: fields['account_number'] ?? null,
        holderName: fields['holder_name'] ?? null,
        phone: fields['phone'] ?? null,
      });
      if (!check.ok) return fail(c, `withdraw.${check.error}`);
      const account = check.account;
      const linked = () => WITHDRAW_METHODS.map((method) => boundAccount(db, userId, method)).filter((found) => found !== null);
      // Redirecting payouts needs the user proved again (a stolen session alone cannot); the proof is checked before
      // the write, and the write checks again what is linked, so a bind racing this one cannot skip the proof.
      let verifiedBy: 'appToken' | null = null;
      if (payoutChange(linked(), account, clock.now()).reverify) {
        const reauth = await verifyReauth(deps, c);
        if (!reauth.ok) return fail(c, reauth.error);
        verifiedBy = reauth.method;
      }
      return transaction(db, () => {
        const now = clock.now();
        const change = payoutChange(linked(), account, now);
        if (change.reverify && verifiedBy === null) return fail(c, 'withdraw.reauthRequired');
        db.prepare(
          `INSERT INTO withdrawal_accounts (user_id, method, bank_code, account_number, holder_name, phone, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, method) DO UPDATE SET bank_code = excluded.bank_code, account_number = excluded.account_number,
             holder_name = excluded.holder_name, phone = excluded.phone, updated_at = excluded.updated_at`,
        ).run(userId, account.method, account.bankCode, account.accountNumber, account.holderName, account.phone, now);
        // The account's history: where payouts may go now, how the user was proved, how long withdrawals there wait.
        db.prepare(
          `INSERT INTO withdrawal_account_events (user_id, method, action, account_masked, verified_by, held_until, at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(userId, account.method, change.action, maskAccountNumber(account.accountNumber), verifiedBy, change.heldUntil, now);
        return ok(c, {
          ...accountView({ ...account, bank_code: account.bankCode, account_number: account.accountNumber, holder_name: account.holderName }),
          action: change.action,
          heldUntil: change.heldUntil,
        });
      });
    })
    .post(WITHDRAW_ENDPOINTS.submit.path, session, earnersOnly, (c) =>
      idempotent(deps, c, WITHDRAW_ENDPOINTS.submit.path, () => {
        const userId = c.var.user.userId;
        const fields = c.var.fields;
        const now = clock.now();
        const today = businessDate(now);
        const method = fields['method'] ?? null;
        const rawAmount = fields['amount'] ?? '';
        const amount = rawAmount.trim() === '' ? null : parseWholeAmount(rawAmount);
        if (rawAmount.trim() !== '' && amount === null) return errorEnvelope('withdraw.amountInvalid');
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
        if (!check.ok) return errorEnvelope(`withdraw.${check.error}`, check.error === 'accountHeld' ? { until: held } : null);
        const { quote } = check;
        // The fee the user confirmed must be the fee charged: a page of another version may have shown another.
        const confirmedFee = fields['fee'];
        if (confirmedFee !== undefined && confirmedFee !== String(quote.fee)) return errorEnvelope('withdraw.feeChanged', { fee: quote.fee });
        const account = boundAccount(db, userId, quote.method);
        if (!account) return errorEnvelope('withdraw.accountNotBound');
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
        return {
          code: 0,
          msg: 'ok',
          data: { withdrawal: withdrawalView(row), availableBeans: balanceOf(db, { userId, currency: 'bean', kind: 'available' }) },
        };
      }, withdrawalRefusal),
    )
    .post(WITHDRAW_ENDPOINTS.records.path, session, earnersOnly, (c) => {
      const fields = c.var.fields;
      const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error, range.data);
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      const rows = db
        .prepare(
          `SELECT * FROM withdrawals WHERE user_id = ? AND business_date BETWEEN ? AND ? AND (? IS NULL OR id < ?)
           ORDER BY id DESC LIMIT ?`,
        )
        .all(c.var.user.userId, range.range.start, range.range.end, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as WithdrawalRow[];
      return ok(c, pageOf(rows, withdrawalView));
    })
    .post(WITHDRAW_ENDPOINTS.detail.path, session, earnersOnly, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      const row = db.prepare('SELECT * FROM withdrawals WHERE id = ? AND user_id = ?').get(id, c.var.user.userId) as WithdrawalRow | undefined;
      if (!row) return fail(c, 'withdraw.notFound');
      const timeline = db.prepare('SELECT status, at FROM withdrawal_events WHERE withdrawal_id = ? ORDER BY id').all(id) as {
        status: SettlementStatus;
        at: number;
      }[];
      const detail: WithdrawalDetail = { ...withdrawalView(row), timeline };
      return ok(c, detail);
    })
    .post(OPS_ENDPOINTS.reviewWithdrawal.path, session, requireRole(db, isOperator), (c) => {
      const id = idField(c.var.fields['id']);
      const status = statusField(c.var.fields['status']);
      if (id === null || status === null) return fail(c, 'invalidParams');
      const now = clock.now();
      return transaction(db, () => {
        const row = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
        if (!row) return fail(c, 'withdraw.notFound');
        if (!isSettlementStatus(row.status) || isFinalStatus(row.status)) return fail(c, 'withdraw.statusFinal');
        if (!nextStatuses(row.status).includes(status)) return fail(c, 'invalidParams');
        setWithdrawalStatus(db, row, status, now);
        return ok(c, withdrawalView({ ...row, status }));
      });
    });
}

// The withdrawal area (SPEC 5, 8, 9; DESIGN 4; server/earnings/withdrawals.ts, payout-accounts.ts): overview, binding
// accounts, withdrawing, records and detail for hosts and agency heads (the policy's withdraw), and the operator
// review that pays out or refunds (reviewWithdrawals).
import { Hono } from 'hono';
import { OPS_ENDPOINTS, WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { businessDate } from '../../src/domain/time.ts';
import { checkBindAccount } from '../../src/domain/withdrawal-account.ts';
import { bindAccount, bindNeedsReauth } from '../earnings/payout-accounts.ts';
import { reviewWithdrawal, submitWithdrawal, withdrawOverview, withdrawalDetail, withdrawalRecords, withdrawalRefusal } from '../earnings/withdrawals.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField, rangeField, statusField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { verifyReauth } from './reauth.ts';
import { answer, envelopeOf, fail, failThrottled, ok } from './respond.ts';

/** The withdrawal sub-app. */
export function withdrawApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const earnersOnly = allow(deps, 'withdraw');

  return new Hono<AuthedEnv>()
    .post(WITHDRAW_ENDPOINTS.overview.path, session, earnersOnly, (c) => ok(c, withdrawOverview(db, c.var.user.userId, clock.now())))
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
      // Redirecting payouts needs the user proved again (a stolen session alone cannot); the proof is checked before
      // the write, and the write checks again what is linked.
      let verifiedBy: 'appToken' | null = null;
      if (bindNeedsReauth(db, userId, check.account, clock.now())) {
        const reauth = await verifyReauth(deps, c);
        if (!reauth.ok) return reauth.error === 'rateLimited' ? failThrottled(c, reauth.retryAfterMs) : fail(c, reauth.error);
        verifiedBy = reauth.method;
      }
      return answer(c, bindAccount(db, userId, check.account, verifiedBy, clock.now()));
    })
    .post(WITHDRAW_ENDPOINTS.submit.path, session, earnersOnly, (c) =>
      idempotent(
        deps,
        c,
        WITHDRAW_ENDPOINTS.submit.path,
        () => {
          const fields = c.var.fields;
          const form = { method: fields['method'] ?? null, amount: fields['amount'] ?? '', fee: fields['fee'] };
          return envelopeOf(submitWithdrawal(db, c.var.user.userId, form, clock.now()));
        },
        withdrawalRefusal,
      ),
    )
    .post(WITHDRAW_ENDPOINTS.records.path, session, earnersOnly, (c) => {
      const fields = c.var.fields;
      const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error, range.data);
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, withdrawalRecords(db, c.var.user.userId, range.range, cursor));
    })
    .post(WITHDRAW_ENDPOINTS.detail.path, session, earnersOnly, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, withdrawalDetail(db, c.var.user.userId, id));
    })
    .post(OPS_ENDPOINTS.reviewWithdrawal.path, session, allow(deps, 'reviewWithdrawals'), (c) => {
      const id = idField(c.var.fields['id']);
      const status = statusField(c.var.fields['status']);
      if (id === null || status === null) return fail(c, 'invalidParams');
      return answer(c, reviewWithdrawal(db, c.var.user.userId, id, status, clock.now()));
    });
}

// The earnings area (SPEC 2 "Earnings and withdrawal", SPEC 9 host pay; server/earnings/): summary, the agency head's
// summary, daily details, bills, settlement records and the payout type change, and the operator review of
// settlements. Who may see which is the policy's (hostEarnings, agencyEarnings, earningsRecords, reviewSettlements).
import { Hono } from 'hono';
import { EARNINGS_ENDPOINTS, EARNINGS_OPS_ENDPOINTS } from '../../src/contract/earnings.ts';
import { BILL_RANGE_MAX_DAYS, INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { businessDate } from '../../src/domain/time.ts';
import { agencyEarnings, changePayoutType, dailyEarnings, hostEarnings } from '../earnings/host-earnings.ts';
import { bills, settlementDetail, settlementsOf } from '../earnings/records.ts';
import { reviewSettlement } from '../earnings/settlements.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField, rangeField, statusField } from './fields.ts';
import { answer, fail, ok } from './respond.ts';

/** The earnings sub-app. */
export function earningsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const hostsOnly = allow(deps, 'hostEarnings');
  const headsOnly = allow(deps, 'agencyEarnings');
  const earnersOnly = allow(deps, 'earningsRecords');

  return new Hono<AuthedEnv>()
    .post(EARNINGS_ENDPOINTS.summary.path, session, hostsOnly, (c) => answer(c, hostEarnings(db, c.var.user.userId, clock.now())))
    .post(EARNINGS_ENDPOINTS.agency.path, session, headsOnly, (c) => ok(c, agencyEarnings(db, c.var.user.userId, clock.now())))
    .post(EARNINGS_ENDPOINTS.daily.path, session, hostsOnly, (c) => {
      const today = businessDate(clock.now());
      const range = rangeField(c.var.fields, today, INCOME_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error, range.data);
      return answer(c, dailyEarnings(db, c.var.user.userId, range.range, today));
    })
    .post(EARNINGS_ENDPOINTS.bills.path, session, earnersOnly, (c) => {
      const fields = c.var.fields;
      const tab = fields['tab'];
      if (tab !== 'income' && tab !== 'consumption') return fail(c, 'invalidParams');
      const range = rangeField(fields, businessDate(clock.now()), BILL_RANGE_MAX_DAYS);
      if (!range.ok) return fail(c, range.error, range.data);
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, bills(db, c.var.user.userId, tab, range.range, cursor));
    })
    .post(EARNINGS_ENDPOINTS.settlements.path, session, earnersOnly, (c) => {
      const fields = c.var.fields;
      const cursor = cursorField(fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      let start: string | null = null;
      let end: string | null = null;
      if (fields['start'] || fields['end']) {
        const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
        if (!range.ok) return fail(c, range.error, range.data);
        ({ start, end } = range.range);
      }
      return ok(c, settlementsOf(db, c.var.user.userId, { start, end }, cursor));
    })
    .post(EARNINGS_ENDPOINTS.settlement.path, session, earnersOnly, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, settlementDetail(db, c.var.user.userId, id));
    })
    .post(EARNINGS_ENDPOINTS.changePayoutType.path, session, hostsOnly, (c) => {
      const requested = c.var.fields['type'];
      if (requested !== 'daily' && requested !== 'weekly') return fail(c, 'invalidParams');
      return answer(c, changePayoutType(db, c.var.user.userId, requested, clock.now()));
    })
    .post(EARNINGS_OPS_ENDPOINTS.reviewSettlement.path, session, allow(deps, 'reviewSettlements'), (c) => {
      const id = idField(c.var.fields['id']);
      const status = statusField(c.var.fields['status']);
      if (id === null || status === null) return fail(c, 'invalidParams');
      return answer(c, reviewSettlement(db, c.var.user.userId, id, status, clock.now()));
    });
}

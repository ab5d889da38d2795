// The operators' console (issue 28): its overview (server/ops/overview.ts, the policy's useOpsConsole), the withdrawal
// queue (server/ops/withdrawals.ts: list, detail, decisions as money calls with an Idempotency-Key, the bank's payout
// export; reviewWithdrawals) and the settlement queue (server/ops/settlements.ts: list, detail, decisions;
// reviewSettlements), the price-list queue (server/ops/price-lists.ts; reviewPriceLists) and the agency-application
// queue (server/ops/applications.ts; reviewAgencyApplications), each list, detail and decide.
import { Hono, type Context } from 'hono';
import {
  OPS_APPLICATION_ENDPOINTS,
  OPS_ENDPOINTS_OVERVIEW,
  OPS_PRICE_LIST_ENDPOINTS,
  OPS_SETTLEMENT_ENDPOINTS,
  OPS_WITHDRAWAL_ENDPOINTS,
} from '../../src/contract/ops.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import {
  APPLICATION_DECISIONS,
  APPLICATION_FILTERS,
  PRICE_LIST_DECISIONS,
  PRICE_LIST_FILTERS,
  SETTLEMENT_DECISIONS,
  SETTLEMENT_FILTERS,
  WITHDRAWAL_DECISIONS,
  WITHDRAWAL_FILTERS,
  checkDecisionReason,
  parseQueueCursor,
  type ApplicationFilter,
  type PriceListFilter,
  type SettlementDecision,
  type SettlementFilter,
  type WithdrawalDecision,
  type WithdrawalFilter,
} from '../../src/domain/ops.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { decideApplication, listOpsApplications, opsApplicationDetail } from '../ops/applications.ts';
import { opsOverview } from '../ops/overview.ts';
import { decidePriceList, listOpsPriceLists, opsPriceListDetail } from '../ops/price-lists.ts';
import { decideSettlement, listOpsSettlements, opsSettlementDetail } from '../ops/settlements.ts';
import { approvedPayoutCsv, decideWithdrawal, listOpsWithdrawals, opsWithdrawalDetail } from '../ops/withdrawals.ts';
import type { QueueQuery } from '../ops/queue.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { canonicalIdField, idField, rangeField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The creation window of an optional date range (both ends or neither, SPEC 5 limits), or the refusal. */
function rangeOf(c: Context<AuthedEnv>, fields: Record<string, string>, now: number) {
  if ((fields['start'] ?? '') === '' && (fields['end'] ?? '') === '') return { ok: true as const, range: null };
  const checked = rangeField(fields, businessDate(now), INCOME_RANGE_MAX_DAYS);
  if (!checked.ok) return { ok: false as const, response: fail(c, checked.error, checked.data) };
  return { ok: true as const, range: { from: businessDayStartMs(checked.range.start), to: businessDayStartMs(addDays(checked.range.end, 1)) } };
}

/** The filter, user, range and cursor of a queue's list request, or the refusal. */
function queueQueryOf(c: Context<AuthedEnv>, filters: object, now: number) {
  const fields = c.var.fields;
  const filter = fields['filter'] || Object.keys(filters)[0] || '';
  const userId = fields['user_id'] ? canonicalIdField(fields['user_id']) : null;
  const cursor = parseQueueCursor(fields['cursor']);
  if (!Object.hasOwn(filters, filter) || (fields['user_id'] && userId === null) || cursor === 'bad') return { ok: false as const, response: fail(c, 'invalidParams') };
  const range = rangeOf(c, fields, now);
  if (!range.ok) return range;
  const query: QueueQuery = { userId, range: range.range, cursor };
  return { ok: true as const, filter, query };
}

/**
 * A review decision's fields: the decision (one of `decisions`), and for the refusing one (`refusing`) the reason the
 * user sees, checked; or the refusal's envelope.
 */
function reviewFormOf<Decision extends string>(fields: Record<string, string>, decisions: readonly Decision[], refusing: Decision) {
  const id = idField(fields['id']);
  const decision = fields['decision'] ?? '';
  if (id === null || !(decisions as readonly string[]).includes(decision)) return { ok: false as const, envelope: envelopeOf({ ok: false, error: 'invalidParams', data: null }) };
  if (decision !== refusing) return { ok: true as const, form: { id, decision: decision as Decision, reason: null } };
  const reason = checkDecisionReason(fields['reason']);
  if (!reason.ok) return { ok: false as const, envelope: envelopeOf({ ok: false, error: `ops.${reason.error}`, data: null }) };
  return { ok: true as const, form: { id, decision: decision as Decision, reason: reason.reason } };
}

/** The console's sub-app. */
export function opsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const operators = allow(deps, 'reviewWithdrawals');
  const settlementOperators = allow(deps, 'reviewSettlements');
  const priceListOperators = allow(deps, 'reviewPriceLists');
  const applicationOperators = allow(deps, 'reviewAgencyApplications');
  const { list, detail, decide, export: exportCsv } = OPS_WITHDRAWAL_ENDPOINTS;

  return new Hono<AuthedEnv>()
    .post(OPS_ENDPOINTS_OVERVIEW.overview.path, session, allow(deps, 'useOpsConsole'), (c) => ok(c, opsOverview(db, clock.now())))
    .post(list.path, session, operators, (c) => {
      const asked = queueQueryOf(c, WITHDRAWAL_FILTERS, clock.now());
      return asked.ok ? ok(c, listOpsWithdrawals(db, asked.filter as WithdrawalFilter, asked.query)) : asked.response;
    })
    .post(detail.path, session, operators, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, opsWithdrawalDetail(db, c.var.user.userId, id, clock.now()));
    })
    .post(decide.path, session, operators, (c) =>
      idempotent(deps, c, decide.path, () => {
        const fields = c.var.fields;
        const id = idField(fields['id']);
        const decision = fields['decision'] ?? '';
        if (id === null || !Object.hasOwn(WITHDRAWAL_DECISIONS, decision)) return envelopeOf({ ok: false, error: 'invalidParams', data: null });
        const form = { id, decision: decision as WithdrawalDecision, reason: fields['reason'], reference: fields['reference'] };
        return envelopeOf(decideWithdrawal(db, c.var.user.userId, form, clock.now()));
      }),
    )
    .post(OPS_SETTLEMENT_ENDPOINTS.list.path, session, settlementOperators, (c) => {
      const asked = queueQueryOf(c, SETTLEMENT_FILTERS, clock.now());
      return asked.ok ? ok(c, listOpsSettlements(db, asked.filter as SettlementFilter, asked.query)) : asked.response;
    })
    .post(OPS_SETTLEMENT_ENDPOINTS.detail.path, session, settlementOperators, (c) => {
      const id = idField(c.var.fields['id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, opsSettlementDetail(db, c.var.user.userId, id, clock.now()));
    })
    .post(OPS_SETTLEMENT_ENDPOINTS.decide.path, session, settlementOperators, (c) =>
      idempotent(deps, c, OPS_SETTLEMENT_ENDPOINTS.decide.path, () => {
        const id = idField(c.var.fields['id']);
        const decision = c.var.fields['decision'] ?? '';
        if (id === null || !Object.hasOwn(SETTLEMENT_DECISIONS, decision)) return envelopeOf({ ok: false, error: 'invalidParams', data: null });
        return envelopeOf(decideSettlement(db, c.var.user.userId, { id, decision: decision as SettlementDecision }, clock.now()));
      }),
    )
    .post(OPS_PRICE_LIST_ENDPOINTS.list.path, session, priceListOperators, (c) => {
      const asked = queueQueryOf(c, PRICE_LIST_FILTERS, clock.now());
      return asked.ok ? ok(c, listOpsPriceLists(db, asked.filter as PriceListFilter, asked.query)) : asked.response;
    })
    .post(OPS_PRICE_LIST_ENDPOINTS.detail.path, session, priceListOperators, (c) => {
      const id = idField(c.var.fields['id']);
      return id === null ? fail(c, 'invalidParams') : answer(c, opsPriceListDetail(db, c.var.user.userId, id, clock.now()));
    })
    .post(OPS_PRICE_LIST_ENDPOINTS.decide.path, session, priceListOperators, (c) =>
      idempotent(deps, c, OPS_PRICE_LIST_ENDPOINTS.decide.path, () => {
        const asked = reviewFormOf(c.var.fields, PRICE_LIST_DECISIONS, 'refuse');
        return asked.ok ? envelopeOf(decidePriceList(db, c.var.user.userId, asked.form, clock.now())) : asked.envelope;
      }),
    )
    .post(OPS_APPLICATION_ENDPOINTS.list.path, session, applicationOperators, (c) => {
      const asked = queueQueryOf(c, APPLICATION_FILTERS, clock.now());
      return asked.ok ? ok(c, listOpsApplications(db, asked.filter as ApplicationFilter, asked.query)) : asked.response;
    })
    .post(OPS_APPLICATION_ENDPOINTS.detail.path, session, applicationOperators, (c) => {
      const id = idField(c.var.fields['id']);
      return id === null ? fail(c, 'invalidParams') : answer(c, opsApplicationDetail(db, c.var.user.userId, id, clock.now()));
    })
    .post(OPS_APPLICATION_ENDPOINTS.decide.path, session, applicationOperators, (c) =>
      idempotent(deps, c, OPS_APPLICATION_ENDPOINTS.decide.path, () => {
        const asked = reviewFormOf(c.var.fields, APPLICATION_DECISIONS, 'reject');
        return asked.ok ? envelopeOf(decideApplication(db, c.var.user.userId, asked.form, clock.now())) : asked.envelope;
      }),
    )
    .post(exportCsv.path, session, operators, (c) => {
      const range = rangeOf(c, c.var.fields, clock.now());
      if (!range.ok) return range.response;
      const { csv } = approvedPayoutCsv(db, range.range);
      const day = businessDate(clock.now());
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="payouts-${day}.csv"`,
        'Cache-Control': 'no-store',
      });
    });
}

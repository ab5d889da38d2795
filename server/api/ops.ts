// The operators' console (issue 28): its overview (server/ops/overview.ts, the policy's useOpsConsole) and the
// withdrawal queue (server/ops/withdrawals.ts): the list, a withdrawal's detail, decisions
// (a money call: Idempotency-Key) and the bank's payout export. Operators only (the policy's reviewWithdrawals).
import { Hono, type Context } from 'hono';
import { OPS_ENDPOINTS_OVERVIEW, OPS_WITHDRAWAL_ENDPOINTS } from '../../src/contract/ops.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { WITHDRAWAL_DECISIONS, WITHDRAWAL_FILTERS, parseQueueCursor, type WithdrawalDecision, type WithdrawalFilter } from '../../src/domain/ops.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { opsOverview } from '../ops/overview.ts';
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

/** The console's sub-app. */
export function opsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const operators = allow(deps, 'reviewWithdrawals');
  const { list, detail, decide, export: exportCsv } = OPS_WITHDRAWAL_ENDPOINTS;

  return new Hono<AuthedEnv>()
    .post(OPS_ENDPOINTS_OVERVIEW.overview.path, session, allow(deps, 'useOpsConsole'), (c) => ok(c, opsOverview(db, clock.now())))
    .post(list.path, session, operators, (c) => {
      const fields = c.var.fields;
      const filter = fields['filter'] || 'review';
      if (!Object.hasOwn(WITHDRAWAL_FILTERS, filter)) return fail(c, 'invalidParams');
      const userId = fields['user_id'] ? canonicalIdField(fields['user_id']) : null;
      const cursor = parseQueueCursor(fields['cursor']);
      if ((fields['user_id'] && userId === null) || cursor === 'bad') return fail(c, 'invalidParams');
      const range = rangeOf(c, fields, clock.now());
      if (!range.ok) return range.response;
      const query: QueueQuery = { userId, range: range.range, cursor };
      return ok(c, listOpsWithdrawals(db, filter as WithdrawalFilter, query));
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

// Coin resale by dealers (SPEC 5, 6, 8, 9; server/coin/resale.ts): overview, searching a user, transferring coins, and
// the records of the dealer and of its sub-agents. Coin dealers only (the policy's resell).
import { Hono, type Context } from 'hono';
import type { ErrorName } from '../../src/contract/errors.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { resaleOverview, searchTarget, transferCoins, transferRecords, transferRefusal } from '../coin/resale.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField, idField, rangeField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { answer, envelopeOf, fail, ok } from './respond.ts';

/** The optional date range of a record list, as creation instants [from, to); a bad range is an error name. */
function createdRange(fields: Record<string, string>, now: number): { from: number | null; to: number | null } | ErrorName {
  if (!fields['start'] && !fields['end']) return { from: null, to: null };
  const range = rangeField(fields, businessDate(now), INCOME_RANGE_MAX_DAYS);
  if (!range.ok) return range.error;
  return { from: businessDayStartMs(range.range.start), to: businessDayStartMs(addDays(range.range.end, 1)) };
}

/** The resale sub-app. */
export function resaleApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const dealersOnly = allow(deps, 'resell');

  /** A record list of the dealer's own transfers, or of its sub-agents' (optionally one, named by `narrow`). */
  const records = (senders: 'own' | 'subAgents', narrow?: string) => (c: Context<AuthedEnv>) => {
    const fields = c.var.fields;
    const cursor = cursorField(fields['cursor']);
    if (cursor === 'bad') return fail(c, 'invalidParams');
    const range = createdRange(fields, clock.now());
    if (typeof range === 'string') return fail(c, range);
    const rawSender = narrow ? (fields[narrow] ?? '') : '';
    const sender = rawSender === '' ? null : idField(rawSender);
    if (rawSender !== '' && sender === null) return fail(c, 'invalidParams');
    return ok(c, transferRecords(db, c.var.user.userId, senders, { sender, ...range }, cursor));
  };

  return new Hono<AuthedEnv>()
    .post(RESALE_ENDPOINTS.overview.path, session, dealersOnly, (c) => ok(c, resaleOverview(db, c.var.user.userId, clock.now())))
    .post(RESALE_ENDPOINTS.search.path, session, dealersOnly, (c) => {
      const id = idField(c.var.fields['user_id']);
      if (id === null) return fail(c, 'invalidParams');
      return answer(c, searchTarget(db, c.var.user.userId, id, clock.now()));
    })
    .post(RESALE_ENDPOINTS.transfer.path, session, dealersOnly, (c) =>
      idempotent(
        deps,
        c,
        RESALE_ENDPOINTS.transfer.path,
        () => {
          // An empty field names nobody; anything else is an integer field by the one rule (no trimming).
          const rawTarget = c.var.fields['target_user_id'] ?? '';
          const targetId = rawTarget === '' ? 'notSearched' : idField(rawTarget);
          return envelopeOf(transferCoins(db, c.var.user.userId, { targetId, amount: c.var.fields['amount'] ?? '' }, clock.now()));
        },
        transferRefusal,
      ),
    )
    .post(RESALE_ENDPOINTS.records.path, session, dealersOnly, records('own'))
    .post(RESALE_ENDPOINTS.subRecords.path, session, dealersOnly, records('subAgents', 'sub_agent_id'));
}

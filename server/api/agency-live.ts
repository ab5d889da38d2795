// A host's live sessions (SPEC 9) on /livedetail: sessions of at least a minute are valid, a day of at least 60 valid
// minutes is a valid day. A host sees their own; a head sees their agency's hosts, never another agency's.
import { Hono } from 'hono';
import { AGENCY_LIVE_ENDPOINTS, type LiveDayView, type LiveDetailData } from '../../src/contract/agency.ts';
import { INCOME_RANGE_MAX_DAYS } from '../../src/domain/date-range.ts';
import { VALID_SESSION_MIN_MINUTES, isValidDay, liveMinutes } from '../../src/domain/valid-day.ts';
import { businessDate } from '../../src/domain/time.ts';
import { canonicalId, headedAgency, hostAgencyId } from './agency-store.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { rangeField } from './fields.ts';
import { fail, ok } from './respond.ts';
import { isEarner, requireRole } from './roles.ts';

const MINUTE_MS = 60_000;

/** The live sessions sub-app: hosts and agency heads. */
export function agencyLiveApi(deps: ApiDeps) {
  const { db, clock } = deps;

  return new Hono<AuthedEnv>().post(AGENCY_LIVE_ENDPOINTS.sessions.path, requireSession(deps), requireRole(db, isEarner), (c) => {
    const userId = c.var.user.userId;
    const fields = c.var.fields;
    const raw = fields['host_id'] ?? '';
    const hostId = raw === '' ? userId : canonicalId(raw);
    if (hostId === null) return fail(c, 'invalidParams');
    const member = hostAgencyId(db, hostId);
    if (hostId !== userId) {
      const agency = headedAgency(db, userId);
      // A head sees their own hosts; another agency's are not theirs to see.
      if (!agency || (member !== undefined && member !== null && member !== agency.id)) return fail(c, 'forbidden');
      if (member !== agency.id) return fail(c, 'agency.notYourHost');
    } else if (member === undefined) {
      return fail(c, 'agency.notYourHost');
    }
    const range = rangeField(fields, businessDate(clock.now()), INCOME_RANGE_MAX_DAYS);
    if (!range.ok) return fail(c, range.error);
    const host = db.prepare('SELECT id, nickname FROM users WHERE id = ?').get(hostId) as { id: number; nickname: string };
    const rows = db
      .prepare('SELECT date, started_at, ended_at FROM live_sessions WHERE host_id = ? AND date BETWEEN ? AND ? ORDER BY date DESC, started_at DESC')
      .all(hostId, range.range.start, range.range.end) as { date: string; started_at: number; ended_at: number }[];
    const days: LiveDayView[] = [];
    for (const row of rows) {
      let day = days.at(-1);
      if (day?.date !== row.date) {
        day = { date: row.date, liveMinutes: 0, validDay: false, sessions: [] };
        days.push(day);
      }
      const seconds = Math.floor((row.ended_at - row.started_at) / 1000);
      day.sessions.push({ startedAt: row.started_at, endedAt: row.ended_at, seconds, valid: row.ended_at - row.started_at >= VALID_SESSION_MIN_MINUTES * MINUTE_MS });
    }
    for (const day of days) {
      // SPEC 9: the day's live minutes count its valid sessions only; 60 of them make a valid day.
      day.liveMinutes = liveMinutes(day.sessions.map((s) => (s.endedAt - s.startedAt) / MINUTE_MS));
      day.validDay = isValidDay(day.liveMinutes);
    }
    const sessions = days.flatMap((day) => day.sessions);
    const data: LiveDetailData = {
      host: { userId: String(host.id), nickname: host.nickname },
      days,
      totals: {
        liveMinutes: days.reduce((sum, day) => sum + day.liveMinutes, 0),
        validDays: days.filter((day) => day.validDay).length,
        sessions: sessions.length,
        validSessions: sessions.filter((s) => s.valid).length,
      },
    };
    return ok(c, data);
  });
}

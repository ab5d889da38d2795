// A host's live sessions (SPEC 9) on /livedetail: sessions of at least a minute are valid, a day of at least 60 valid
// minutes is a valid day. A host sees their own; a head sees their agency's hosts, never another agency's.
import type { LiveDayView, LiveDetailData } from '../../src/contract/agency.ts';
import type { DateRange } from '../../src/domain/date-range.ts';
import { VALID_SESSION_MIN_MINUTES, isValidDay, liveMinutes } from '../../src/domain/valid-day.ts';
import type { Db } from '../db/database.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { headedAgency, hostAgencyId } from './store.ts';

const MINUTE_MS = 60_000;

/** Whether `viewerId` may see the sessions of `hostId`: their own as a host, or their agency's host as its head. */
export function mayViewLive(db: Db, viewerId: number, hostId: number): Outcome<true> {
  const member = hostAgencyId(db, hostId);
  if (hostId !== viewerId) {
    const agency = headedAgency(db, viewerId);
    // A head sees their own hosts; another agency's are not theirs to see.
    if (!agency || (member !== undefined && member !== null && member !== agency.id)) return refused('forbidden');
    if (member !== agency.id) return refused('agency.notYourHost');
  } else if (member === undefined) {
    return refused('agency.notYourHost');
  }
  return done(true);
}

/** The host's sessions in `range`, by day, newest first, with the totals. */
export function liveDetail(db: Db, hostId: number, range: DateRange): LiveDetailData {
  const host = db.prepare('SELECT id, nickname FROM users WHERE id = ?').get(hostId) as { id: number; nickname: string };
  const rows = db
    .prepare('SELECT date, started_at, ended_at FROM live_sessions WHERE host_id = ? AND date BETWEEN ? AND ? ORDER BY date DESC, started_at DESC')
    .all(hostId, range.start, range.end) as { date: string; started_at: number; ended_at: number }[];
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
  return {
    host: { userId: String(host.id), nickname: host.nickname },
    days,
    totals: {
      liveMinutes: days.reduce((sum, day) => sum + day.liveMinutes, 0),
      validDays: days.filter((day) => day.validDay).length,
      sessions: sessions.length,
      validSessions: sessions.filter((s) => s.valid).length,
    },
  };
}

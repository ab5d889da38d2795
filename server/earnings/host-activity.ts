// What the app reports of a host's activity, recorded as the pay rules read it: live sessions (the source of live
// time: a day's live minutes are its valid sessions', SPEC 9) and gifts received (the day's beans by gift type, and
// the charm exp they give, SPEC 9: 1 per 10,000 beans). The demo's activity simulator records through here.
import { charmExp } from '../../src/domain/levels.ts';
import { totalBeans, type BeansByGift } from '../../src/domain/level-task.ts';
import { liveMinutes } from '../../src/domain/valid-day.ts';
import { businessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';

/** The host's row of a business date, created empty when missing. */
function ensureDay(db: Db, hostId: number, date: string): void {
  db.prepare('INSERT INTO host_days (host_id, date, live_minutes) VALUES (?, ?, 0) ON CONFLICT (host_id, date) DO NOTHING').run(hostId, date);
}

/** Records a live session on the business day it started; only a valid one (a minute or more) adds live minutes. */
export function recordLiveSession(db: Db, session: { hostId: number; startedAt: number; endedAt: number }): void {
  if (!(session.endedAt > session.startedAt)) throw new Error('a live session ends after it starts');
  const date = businessDate(session.startedAt);
  db.prepare('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (?, ?, ?, ?)').run(
    session.hostId,
    date,
    session.startedAt,
    session.endedAt,
  );
  const minutes = liveMinutes([(session.endedAt - session.startedAt) / 60_000]);
  ensureDay(db, session.hostId, date);
  if (minutes > 0) db.prepare('UPDATE host_days SET live_minutes = live_minutes + ? WHERE host_id = ? AND date = ?').run(minutes, session.hostId, date);
}

/** Records gifts a host received at `at`: the day's beans by type, the lifetime beans received and the charm exp they give. */
export function recordGifts(db: Db, gifts: { hostId: number; at: number; beans: BeansByGift }): void {
  const added = totalBeans(gifts.beans);
  if (added <= 0) return;
  const date = businessDate(gifts.at);
  ensureDay(db, gifts.hostId, date);
  db.prepare(
    `UPDATE host_days SET beans_lucky = beans_lucky + ?, beans_s_lucky = beans_s_lucky + ?, beans_deluxe = beans_deluxe + ?,
       beans_normal = beans_normal + ? WHERE host_id = ? AND date = ?`,
  ).run(gifts.beans.lucky, gifts.beans.sLucky, gifts.beans.deluxe, gifts.beans.normal, gifts.hostId, date);
  const { received } = db.prepare('UPDATE users SET beans_received = beans_received + ? WHERE id = ? RETURNING beans_received AS received')
    .get(added, gifts.hostId) as { received: number };
  db.prepare('UPDATE users SET charm_exp = ? WHERE id = ?').run(charmExp(received), gifts.hostId);
}

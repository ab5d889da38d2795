// A family's news (issue 27.6): what happened to it that its page tells everyone (a hand-over: "X handed the family to
// Y"), and the notice of the one it happened to, kept until they dismiss it. Written by the operations that make the
// news (server/family/handover.ts), read by the family's page (families.ts).
import type { FamilyDetail, FamilyNews } from '../../src/contract/family.ts';
import type { Db } from '../db/database.ts';
import { person } from './store.ts';

/** News lines a family's page shows, newest first. */
const NEWS_SHOWN = 5;

/** Records that `actorId` handed `familyId` to `targetId` at `now`. */
export function recordHandOver(db: Db, familyId: number, actorId: number, targetId: number, now: number): void {
  db.prepare("INSERT INTO family_events (family_id, kind, actor_id, target_id, at) VALUES (?, 'handOver', ?, ?, ?)").run(familyId, actorId, targetId, now);
}

/** One row of the news query. */
interface NewsRow {
  kind: FamilyNews['kind'];
  actor_id: number;
  actor_name: string;
  target_id: number;
  target_name: string;
  at: number;
}

const NEWS_SQL = `SELECT e.kind, e.actor_id, a.nickname AS actor_name, e.target_id, t.nickname AS target_name, e.at
  FROM family_events e JOIN users a ON a.id = e.actor_id JOIN users t ON t.id = e.target_id`;

/** The news line of a row. */
function newsOf(row: NewsRow): FamilyNews {
  return {
    kind: row.kind,
    from: person({ user_id: row.actor_id, nickname: row.actor_name }),
    to: person({ user_id: row.target_id, nickname: row.target_name }),
    at: row.at,
  };
}

/** The family's latest news, newest first. */
export function familyNews(db: Db, familyId: number): FamilyNews[] {
  return (db.prepare(`${NEWS_SQL} WHERE e.family_id = ? ORDER BY e.id DESC LIMIT ?`).all(familyId, NEWS_SHOWN) as unknown as NewsRow[]).map(newsOf);
}

/** The latest hand-over of the family to `viewer` they have not dismissed, while they are its creator; else null. */
export function handedTo(db: Db, familyId: number, viewer: number, isCreator: boolean): FamilyDetail['handedToMe'] {
  if (!isCreator) return null;
  const row = db
    .prepare(`${NEWS_SQL} WHERE e.family_id = ? AND e.target_id = ? AND e.kind = 'handOver' AND e.seen_at IS NULL ORDER BY e.id DESC LIMIT 1`)
    .get(familyId, viewer) as NewsRow | undefined;
  return row ? { from: newsOf(row).from, at: row.at } : null;
}

/** The person `userId` handed `familyId` to last, or null when they never did. */
export function lastHandedBy(db: Db, familyId: number, userId: number): FamilyNews['to'] | null {
  const row = db.prepare(`${NEWS_SQL} WHERE e.family_id = ? AND e.actor_id = ? AND e.kind = 'handOver' ORDER BY e.id DESC LIMIT 1`).get(familyId, userId) as
    | NewsRow
    | undefined;
  return row ? newsOf(row).to : null;
}

/** Dismisses `viewer`'s notices of being handed `familyId` (idempotent). */
export function dismissHandedNotice(db: Db, familyId: number, viewer: number, now: number): void {
  db.prepare("UPDATE family_events SET seen_at = ? WHERE family_id = ? AND target_id = ? AND kind = 'handOver' AND seen_at IS NULL").run(now, familyId, viewer);
}

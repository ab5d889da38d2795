// The agencies' time-driven transitions (SPEC 4, DESIGN 11): an exit request the head has not answered in 15 days
// detaches the host, and so do 90 days without streaming after a rejection. Each detachment is dated the instant it
// fell due, whenever the job gets to it; a request already ended is never touched again, so running twice changes
// nothing more.
import { autoDetachExit, EXIT_REVIEW_DAYS } from '../../src/domain/agency-exit.ts';
import { DAY_MS } from '../../src/domain/time.ts';
import { detachHost, exitStateOf, lastStreamEnd, type ExitRow } from '../api/agency-store.ts';
import type { Db } from '../db/database.ts';
import type { Job } from './runner.ts';

/** Detaches every host whose exit became due at or before `now`. */
function runExits(db: Db, now: number): void {
  const timedOut = db
    .prepare(`SELECT * FROM agency_exit_requests WHERE status = 'pending' AND requested_at <= ? ORDER BY requested_at`)
    .all(now - EXIT_REVIEW_DAYS * DAY_MS) as unknown as ExitRow[];
  const rejected = db.prepare(`SELECT * FROM agency_exit_requests WHERE status = 'rejected' ORDER BY id`).all() as unknown as ExitRow[];
  for (const row of [...timedOut, ...rejected]) {
    const lastStream = row.status === 'rejected' ? lastStreamEnd(db, row.host_id) : null;
    const due = autoDetachExit(exitStateOf(row), now, lastStream);
    if (!due.ok || due.state.status !== 'detached') continue;
    const how = due.state.reason === 'reviewTimeout' ? 'timedOut' : 'inactive';
    const at = due.state.detachedAtMs;
    if (!detachHost(db, { hostId: row.host_id, agencyId: row.agency_id, at, how, actorId: null })) {
      // The host is no longer in that agency: the request has nothing left to do.
      db.prepare(`UPDATE agency_exit_requests SET status = 'closed', ended_at = ? WHERE id = ? AND status IN ('pending', 'rejected')`).run(at, row.id);
    }
  }
}

/** SPEC 4: the 15-day exit timeout and the 90-day detachment after a rejection. */
export const agencyExitJob: Job = { name: 'agency-exits', run: runExits };

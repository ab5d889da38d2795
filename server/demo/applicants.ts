// An applicant with a streaming record (issue 27.9): Wulan, waiting to join Bintang Agency, has streamed on her own
// for the last weeks, so /castapply shows a head the figures it is for (gift beans and live time of the last 30 days,
// levels from the lifetime gifts); Sinta, the other applicant, has never streamed. From a random source of its own,
// so the plan's stays the other modules'.
import { charmExp } from '../../src/domain/levels.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { addDays, businessDayStartMs } from '../../src/domain/time.ts';
import { AGENCY_DEMO } from './agency.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

/** Days before today she may have streamed on; about seven in ten she did. */
const STREAM_DAYS = 30;
const STREAM_SHARE = 0.7;
const MINUTE_MS = 60_000;

/** Writes the applicant's days (host_days), their sessions and her lifetime gifts. */
export function seedApplicantStreams(plan: DemoPlan): void {
  const random = seededRandom(AGENCY_DEMO.secondPendingJoiner);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const host = AGENCY_DEMO.secondPendingJoiner;
  const day = plan.sql(
    'INSERT INTO host_days (host_id, date, live_minutes, beans_lucky, beans_s_lucky, beans_deluxe, beans_normal) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const session = plan.sql('INSERT INTO live_sessions (host_id, date, started_at, ended_at) VALUES (?, ?, ?, ?)');
  // She streams on her own: a host of no agency (as a former host is), which is what the records of streaming hang on.
  plan.sql("INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, NULL, 'weekly', NULL, 0, ?)").run(host, addDays(plan.today, -(STREAM_DAYS + 10)));
  let lifetime = 0;
  for (let back = STREAM_DAYS; back >= 1; back--) {
    if (random() >= STREAM_SHARE) continue;
    const date = addDays(plan.today, -back);
    const minutes = between(35, 140);
    const beans = between(1_500, 28_000);
    const lucky = Math.floor(beans * 0.5);
    day.run(host, date, minutes, lucky, 0, 0, beans - lucky);
    // One evening session, starting between 19:00 and 21:59 UTC+7.
    const start = businessDayStartMs(date) + 19 * HOUR_MS + between(0, 179) * MINUTE_MS;
    session.run(host, date, start, Math.min(start + minutes * MINUTE_MS, plan.latest));
    lifetime += beans;
  }
  // Her gifts before the record's month: enough for a charm level of a few months' streaming.
  lifetime += 180_000;
  plan.sql('UPDATE users SET beans_received = ?, charm_exp = ? WHERE id = ?').run(lifetime, charmExp(lifetime), host);
}

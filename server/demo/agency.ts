// The agencies' demo (issue 13): invite codes and Bintang Agency's avatar, and the people of the agency flows (ids
// 53001-53999, app token `demo`): viewers about to apply or join, requests waiting for 10002 or already decided, hosts
// of 20001 with an exit request pending, rejected (the 90-day rule running) or none yet, former hosts who left each
// way, applications for the operator (10008), and the history of all of it.
import { inviteCodeFrom } from '../../src/domain/agency-invite.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { addDays } from '../../src/domain/time.ts';
import { DEMO_AGENCY_ID, DEMO_TOKEN } from './accounts.ts';
import type { DemoPlan } from './plan.ts';

/** Bintang Agency's invite code, easy to type in a demo. */
export const DEMO_INVITE_CODE = 'BNTG26';
/** Another agency (of filler head 40001) that the demo's cross-agency cases use, with a code as easy to type. */
export const OTHER_AGENCY_ID = 20002;
export const OTHER_INVITE_CODE = 'PLNG27';

/** Who is who among the agency demo's people; the browser and API tests read these on purpose. */
export const AGENCY_DEMO = {
  /** Viewer who has never applied: applies for an agency. */
  applicant: 53001,
  /** Viewer who has never asked to join: joins with an invite code. */
  joiner: 53002,
  /** Viewer whose request to join 20001 waits for 10002. */
  pendingJoiner: 53003,
  /** Viewer whose request to join 20001 was rejected five days ago. */
  rejectedJoiner: 53004,
  /** Another viewer waiting for 10002. */
  secondPendingJoiner: 53005,
  /** Viewer waiting for the head of 20002. */
  otherAgencyJoiner: 53006,
  /** Host of 20001 whose exit request is three days old. */
  exitPending: 53010,
  /** Host of 20001 whose exit request 10002 rejected 40 days ago; no stream since. */
  exitRejected: 53011,
  /** Hosts of 20001 with no exit request yet, one per exit flow of the tests. */
  exitWithdraws: 53012,
  exitGetsRejected: 53013,
  exitTimesOut: 53014,
  exitInactive: 53015,
  plainHost: 53016,
  /** Host of 20002 whose exit request waits for its head. */
  otherAgencyExit: 53020,
  /** Application under review since yesterday. */
  underReview: 53030,
  /** Application not passed three days ago, with the operator's reason. */
  notPassed: 53031,
  /** Former hosts of 20001: approved out, unbound, detached after 15 days. */
  leftApproved: 53040,
  leftUnbound: 53041,
  leftTimedOut: 53042,
} as const;

/** A tiny png (16 x 16) for Bintang Agency's avatar, so the demo shows one. */
const AVATAR_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAPUlEQVR42mPItl9AEmIYIA1ft2sBEbEaIKpx6WHAoxqrHgb8qjH1MBBUjaaHAg0kO4kcT5MTrORE3EAnPgC5FWrgZMBLvgAAAABJRU5ErkJggg==';
const AVATAR_UPLOAD_ID = 'a9e0c0de0000000000000000b1a7a9a0';
/** The avatars the two demo applicants uploaded, each their own (a reapplication may reuse only its sender's). */
const APPLICANT_AVATAR_IDS = ['a9e0c0de0000000000000000b1a7a9a1', 'a9e0c0de0000000000000000b1a7a9a2'] as const;

const DAY_MS = 24 * 3_600_000;

/** Writes the agency demo. */
export function seedAgencies(plan: DemoPlan): void {
  const { now, today } = plan;
  const ago = (days: number, hours = 0) => Math.min(now - days * DAY_MS - hours * 3_600_000, plan.latest);
  const d = AGENCY_DEMO;

  // Invite codes: Bintang's and 20002's easy ones, the others drawn from a source of their own (the plan's random source stays the
  // other modules'), never twice.
  const codes = new Set<string>([DEMO_INVITE_CODE, OTHER_INVITE_CODE]);
  const chosen: Readonly<Record<number, string>> = { [DEMO_AGENCY_ID]: DEMO_INVITE_CODE, [OTHER_AGENCY_ID]: OTHER_INVITE_CODE };
  const agencies = plan.sql('SELECT id FROM agencies ORDER BY id').all() as { id: number }[];
  const setCode = plan.sql('UPDATE agencies SET invite_code = ? WHERE id = ?');
  const random = seededRandom(DEMO_AGENCY_ID);
  for (const { id } of agencies) {
    let code = chosen[id] ?? DEMO_INVITE_CODE;
    while (chosen[id] === undefined && codes.has(code)) code = inviteCodeFrom(random);
    codes.add(code);
    setCode.run(code, id);
  }
  const avatar = Buffer.from(AVATAR_PNG_BASE64, 'base64');
  const insertUpload = plan.sql(`INSERT INTO uploads (id, user_id, content_type, size, bytes, created_at) VALUES (?, ?, 'image/png', ?, ?, ?)`);
  insertUpload.run(AVATAR_UPLOAD_ID, 10002, avatar.length, avatar, ago(400));
  plan.sql('UPDATE agencies SET avatar_upload_id = ? WHERE id = ?').run(AVATAR_UPLOAD_ID, DEMO_AGENCY_ID);

  const people: [number, string, 'female' | 'male'][] = [
    [d.applicant, 'Rina', 'female'],
    [d.joiner, 'Yoga', 'male'],
    [d.pendingJoiner, 'Sinta', 'female'],
    [d.rejectedJoiner, 'Bayu', 'male'],
    [d.secondPendingJoiner, 'Wulan', 'female'],
    [d.otherAgencyJoiner, 'Putra', 'male'],
    [d.exitPending, 'Mega', 'female'],
    [d.exitRejected, 'Tari', 'female'],
    [d.exitWithdraws, 'Nanda', 'female'],
    [d.exitGetsRejected, 'Laras', 'female'],
    [d.exitTimesOut, 'Fajar', 'male'],
    [d.exitInactive, 'Kevin', 'male'],
    [d.plainHost, 'Sekar', 'female'],
    [d.otherAgencyExit, 'Hendra', 'male'],
    [d.underReview, 'Joko', 'male'],
    [d.notPassed, 'Ratna', 'female'],
    [d.leftApproved, 'Dimas', 'male'],
    [d.leftUnbound, 'Anisa', 'female'],
    [d.leftTimedOut, 'Rizki', 'male'],
  ];
  plan
    .sql(`INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES ${people.map(() => '(?, ?, ?, ?, ?)').join(', ')}`)
    .run(...people.flatMap(([id, nickname, gender]) => [id, nickname, gender, DEMO_TOKEN, ago(120)]));

  insertUpload.run(APPLICANT_AVATAR_IDS[0], d.notPassed, avatar.length, avatar, ago(4, 1));
  insertUpload.run(APPLICANT_AVATAR_IDS[1], d.underReview, avatar.length, avatar, ago(1, 3));

  // Hosts: members of 20001 (and one of 20002) since their join was approved, and the former hosts, now in none.
  const hosts: [number, number | null, number][] = [
    [d.exitPending, DEMO_AGENCY_ID, 70],
    [d.exitRejected, DEMO_AGENCY_ID, 68],
    [d.exitWithdraws, DEMO_AGENCY_ID, 66],
    [d.exitGetsRejected, DEMO_AGENCY_ID, 64],
    [d.exitTimesOut, DEMO_AGENCY_ID, 62],
    [d.exitInactive, DEMO_AGENCY_ID, 61],
    [d.plainHost, DEMO_AGENCY_ID, 60],
    [d.otherAgencyExit, OTHER_AGENCY_ID, 90],
    [d.leftApproved, null, 80],
    [d.leftUnbound, null, 78],
    [d.leftTimedOut, null, 76],
  ];
  plan
    .sql(`INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES ${hosts.map(() => "(?, ?, 'weekly', NULL, 0, ?)").join(', ')}`)
    .run(...hosts.flatMap(([id, agency, days]) => [id, agency, addDays(today, -days)]));

  // Join requests: the members' accepted ones, two waiting for 10002, one rejected, one waiting at 20002.
  const joins: [number, number, string, number, number | null, number | null][] = [
    ...hosts.map(([id, agency, days]): [number, number, string, number, number | null, number | null] => [
      id,
      agency ?? DEMO_AGENCY_ID,
      'accepted',
      ago(days, 5),
      ago(days),
      agency === OTHER_AGENCY_ID ? 40001 : 10002,
    ]),
    [d.rejectedJoiner, DEMO_AGENCY_ID, 'rejected', ago(6), ago(5), 10002],
    [d.pendingJoiner, DEMO_AGENCY_ID, 'pending', ago(2, 3), null, null],
    [d.secondPendingJoiner, DEMO_AGENCY_ID, 'pending', ago(1, 1), null, null],
    [d.otherAgencyJoiner, OTHER_AGENCY_ID, 'pending', ago(1, 4), null, null],
  ];
  joins.sort((a, b) => a[3] - b[3]);
  plan
    .sql(`INSERT INTO agency_join_requests (user_id, agency_id, status, created_at, decided_at, decided_by) VALUES ${joins.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`)
    .run(...joins.flat());

  // Exit requests: pending 3 days, rejected 40 days ago, and how the former hosts left.
  const exits: [number, number, string, number, number | null, number | null][] = [
    [d.leftApproved, DEMO_AGENCY_ID, 'approved', ago(50), ago(48), ago(48)],
    [d.exitRejected, DEMO_AGENCY_ID, 'rejected', ago(45), ago(40), null],
    [d.leftTimedOut, DEMO_AGENCY_ID, 'timedOut', ago(35), null, ago(20)],
    [d.otherAgencyExit, OTHER_AGENCY_ID, 'pending', ago(4), null, null],
    [d.exitPending, DEMO_AGENCY_ID, 'pending', ago(3), null, null],
  ];
  plan
    .sql(`INSERT INTO agency_exit_requests (host_id, agency_id, status, requested_at, decided_at, ended_at) VALUES ${exits.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`)
    .run(...exits.flat());

  // Applications for the operator: one under review, one not passed with its reason.
  const application = (user: number, avatarId: string, status: string, created: number, decided: number | null, reason: string | null) => [
    user, `${people.find(([id]) => id === user)?.[1] ?? 'Demo'} Talent`, avatarId, '6281234500' + String(user).slice(-3), '6281234500' + String(user).slice(-3),
    'BCA', `8800${user}`, people.find(([id]) => id === user)?.[1] ?? 'Demo', null, status, reason, created, decided, decided === null ? null : 10008,
  ];
  plan
    .sql(`INSERT INTO agency_applications (user_id, agent_name, avatar_upload_id, phone, whatsapp, bank_name, bank_card_number, account_holder_name,
        platform, status, reason, created_at, decided_at, decided_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      ...application(d.notPassed, APPLICANT_AVATAR_IDS[0], 'notPassed', ago(4), ago(3), 'The avatar must show the agency logo clearly; please upload a sharper image.'),
      ...application(d.underReview, APPLICANT_AVATAR_IDS[1], 'underReview', ago(1, 2), null, null),
    );

  // The history of 20001, oldest first: the demo hosts' joins, the agency demo's joins, decisions and exits.
  const events: [string, number, number | null, number][] = [
    ['joinApproved', 10001, 10002, ago(200)],
    ['joinApproved', 10006, 10002, ago(150)],
    ...hosts
      .filter(([, agency]) => agency !== OTHER_AGENCY_ID)
      .map(([id, , days]): [string, number, number | null, number] => [id === d.plainHost ? 'hostAdded' : 'joinApproved', id, 10002, ago(days)]),
    ['exitRequested', d.leftApproved, d.leftApproved, ago(50)],
    ['exitApproved', d.leftApproved, 10002, ago(48)],
    ['exitRequested', d.exitRejected, d.exitRejected, ago(45)],
    ['exitRejected', d.exitRejected, 10002, ago(40)],
    ['exitRequested', d.leftTimedOut, d.leftTimedOut, ago(35)],
    ['unbound', d.leftUnbound, 10002, ago(25)],
    ['exitTimedOut', d.leftTimedOut, null, ago(20)],
    ['joinRejected', d.rejectedJoiner, 10002, ago(5)],
    ['exitRequested', d.exitPending, d.exitPending, ago(3)],
  ];
  events.sort((a, b) => a[3] - b[3]);
  plan
    .sql(`INSERT INTO agency_events (agency_id, kind, host_id, actor_id, at) VALUES ${events.map(() => '(?, ?, ?, ?, ?)').join(', ')}`)
    .run(...events.flatMap(([kind, host, actor, at]) => [DEMO_AGENCY_ID, kind, host, actor, at]));
  // 20002's head approved its host's join.
  plan.sql(`INSERT INTO agency_events (agency_id, kind, host_id, actor_id, at) VALUES (?, 'joinApproved', ?, 40001, ?)`).run(OTHER_AGENCY_ID, d.otherAgencyExit, ago(90));
}

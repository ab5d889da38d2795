// Who is who in the demo (DESIGN 5): roles and levels of the demo accounts, agency 20001 and its rivals, the coin
// dealers, and the other hosts and viewers that make ranks and team figures real.
import { addDays } from '../../src/domain/time.ts';
import { demoAgencyName, demoPersonName } from './names.ts';
import type { DemoPlan } from './plan.ts';

/** The app token of every demo account. */
export const DEMO_TOKEN = 'demo';

/** A demo account, with who it is and the page to open first. */
export interface DemoAccount {
  id: number;
  nickname: string;
  gender: 'female' | 'male';
  who: string;
  firstPage: `/${string}`;
}

/** DESIGN 5 demo accounts. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { id: 10001, nickname: 'Sari', gender: 'female', who: 'female host, weekly salary, in agency 20001', firstPage: '/earnings' },
  { id: 10002, nickname: 'Budi', gender: 'male', who: 'agency head of 20001, family creator', firstPage: '/agencyManagement' },
  { id: 10003, nickname: 'Dewi Koin', gender: 'female', who: 'coin reseller with sub-agent 10007', firstPage: '/resell' },
  { id: 10004, nickname: 'Andi', gender: 'male', who: 'viewer, not VIP', firstPage: '/mall' },
  { id: 10005, nickname: 'Rudi Koin', gender: 'male', who: 'another coin reseller', firstPage: '/resell' },
  { id: 10006, nickname: 'Agus', gender: 'male', who: 'male host, daily salary, no account bound', firstPage: '/earnings' },
  { id: 10007, nickname: 'Putri', gender: 'female', who: 'sub-agent of 10003', firstPage: '/subagent' },
  { id: 10008, nickname: 'Operator', gender: 'male', who: 'operator (internal ban form)', firstPage: '/banned' },
];

/** Agency 20001 of 10002 (DESIGN 5). */
export const DEMO_AGENCY_ID = 20001;
const FILLER_HOSTS = 40;
const FILLER_AGENCIES = 12;
const FILLER_VIEWERS = 8;
const FIRST_FILLER_HOST = 20101;
const FIRST_FILLER_AGENCY = 20002;
const FIRST_FILLER_HEAD = 40001;
const FIRST_FILLER_VIEWER = 30001;

/** Exp that puts the demo accounts at DESIGN 5's wealth levels; charm follows the gifts (account.ts). */
const WEALTH_EXP: Readonly<Record<number, number>> = { 10002: 65_000, 10004: 19 }; // wealth levels 36 and 8

/** The hosts of the demo and the agency each belongs to. */
export interface DemoCast {
  /** Every host, demo hosts first. */
  hosts: number[];
  /** The hosts other than the demo accounts. */
  fillers: number[];
  agencyOf(host: number): number;
  /** A host's charm exp, as the account module sets it from their gifts. */
  charmExpOf(host: number): number;
  /** Days since a host joined its agency, as of today. */
  joinedDaysAgo(host: number): number;
}

/** Writes roles, agencies, dealers, hosts and the other people of the demo. */
export function seedAccounts(plan: DemoPlan): DemoCast {
  const { now, today } = plan;
  const insertUser = plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at, wealth_exp, charm_exp) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertHost = plan.sql('INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, ?, ?, ?, ?, ?)');
  const insertAgency = plan.sql('INSERT INTO agencies (id, name, head_user_id, created_at) VALUES (?, ?, ?, ?)');

  plan.sql('INSERT INTO operators (user_id) VALUES (10008)').run();
  const setExp = plan.sql('UPDATE users SET wealth_exp = ?, charm_exp = ? WHERE id = ?');
  for (const [id, exp] of Object.entries(WEALTH_EXP)) setExp.run(exp, 0, Number(id));
  insertAgency.run(DEMO_AGENCY_ID, 'Bintang Agency', 10002, now - 400 * 24 * 3_600_000);
  for (const [id, parent] of [[10003, null], [10005, null], [10007, 10003]] as const) {
    plan.sql('INSERT INTO dealers (user_id, parent_user_id) VALUES (?, ?)').run(id, parent);
  }
  const joined = new Map<number, number>([[10001, 200], [10006, 150]]);
  insertHost.run(10001, DEMO_AGENCY_ID, 'weekly', null, 1, addDays(today, -200));
  insertHost.run(10006, DEMO_AGENCY_ID, 'daily', null, 0, addDays(today, -150));

  for (let i = 0; i < FILLER_AGENCIES; i++) {
    const head = FIRST_FILLER_HEAD + i;
    insertUser.run(head, demoPersonName(head, 'male'), 'male', `filler-${head}`, now, 0, 0);
    insertAgency.run(FIRST_FILLER_AGENCY + i, demoAgencyName(i), head, now);
  }
  const fillers: number[] = [];
  const agency = new Map<number, number>([[10001, DEMO_AGENCY_ID], [10006, DEMO_AGENCY_ID]]);
  for (let i = 0; i < FILLER_HOSTS; i++) {
    const id = FIRST_FILLER_HOST + i;
    const agencyId = i % 4 === 0 ? DEMO_AGENCY_ID : FIRST_FILLER_AGENCY + (i % FILLER_AGENCIES);
    // Drawn to keep the seeded sequence; the account module replaces it with the exp of the host's gifts.
    const charmExp = plan.between(20, 400);
    fillers.push(id);
    agency.set(id, agencyId);
    joined.set(id, 300);
    insertUser.run(id, demoPersonName(id, 'female'), 'female', `filler-${id}`, now, 0, charmExp);
    insertHost.run(id, agencyId, i % 2 ? 'daily' : 'weekly', null, 1, addDays(today, -300));
  }
  for (let i = 0; i < FILLER_VIEWERS; i++) {
    const id = FIRST_FILLER_VIEWER + i;
    insertUser.run(id, demoPersonName(id, i % 2 ? 'male' : 'female'), i % 2 ? 'male' : 'female', `filler-${id}`, now, plan.between(0, 30), 0);
  }
  return {
    hosts: [10001, 10006, ...fillers],
    fillers,
    agencyOf: (host) => agency.get(host) ?? 0,
    charmExpOf: (host) => (plan.sql('SELECT charm_exp FROM users WHERE id = ?').get(host) as { charm_exp: number } | undefined)?.charm_exp ?? 0,
    joinedDaysAgo: (host) => joined.get(host) ?? 0,
  };
}

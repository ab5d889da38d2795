// Demo data (DESIGN 5): the eight demo accounts, all with app token `demo`.
import type { DatabaseSync } from 'node:sqlite';
import { seedDemoData } from './history.ts';

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

/** The meta row that marks a demo database, with the instant it was seeded. */
export const DEMO_SEEDED_AT_KEY = 'demo_seeded_at';

/** Writes the demo data into a freshly migrated database, inside the caller's transaction. */
export function seedDemo(db: DatabaseSync, now: number): void {
  const insertUser = db.prepare('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const account of DEMO_ACCOUNTS) insertUser.run(account.id, account.nickname, account.gender, DEMO_TOKEN, now);
  seedDemoData(db, now);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(DEMO_SEEDED_AT_KEY, String(now));
}

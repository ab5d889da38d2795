// 200 grabs of one premium summons at once, from 150 members (50 of them twice, under new keys), in this process and
// across three server processes on one database file: every packet is taken at most once, no member answers twice,
// and the coins are conserved exactly (the family's frozen coins become the members' coins, no more, no less).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { SUMMONS_PACKETS_AND_COINS } from '../../src/domain/family-summons.ts';
import { transaction } from '../../server/db/transaction.ts';
import { post, reconcile } from '../../server/services/ledger.ts';
import { acrossServers, envelope, postSigned, signIn, startServer, testApp, type Requester } from './helpers.ts';
import { addTestFamilies, TEST_FAMILIES } from '../support/test-families.ts';

const MEMBERS = 150;
const GRABS = 200;
const FIRST_MEMBER = 54800;
const RATE_LIMIT_SCALE = 1000;
const FAMILY = TEST_FAMILIES.summons;
const { coins: PREMIUM_COINS, packets: PREMIUM_PACKETS } = SUMMONS_PACKETS_AND_COINS.premium;

/** 150 more members of the summons test family, written into `db`. */
function addMembers(db: DatabaseSync, now: number): number[] {
  const ids = Array.from({ length: MEMBERS }, (_, i) => FIRST_MEMBER + i);
  transaction(db, () => {
    for (const id of ids) {
      db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, 'male', 'demo', ?)").run(id, `Racer ${id}`, now);
      db.prepare("INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)").run(FAMILY.id, id, now);
    }
    // Coins for the family to send with, whatever the demo left it.
    post(db, {
      kind: 'openingBalance',
      at: now,
      entries: [
        { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -PREMIUM_COINS },
        { account: { userId: null, familyId: FAMILY.id, currency: 'coin', kind: 'available' }, amount: PREMIUM_COINS },
      ],
    });
  });
  return ids;
}

/** The coins of every member and of the family, summed. */
function heldCoins(db: DatabaseSync, members: number[]): number {
  const users = db
    .prepare(`SELECT IFNULL(SUM(balance), 0) AS n FROM accounts WHERE currency = 'coin' AND user_id IN (${members.join(',')})`)
    .get() as { n: number };
  const family = db.prepare('SELECT IFNULL(SUM(balance), 0) AS n FROM accounts WHERE family_id = ?').get(FAMILY.id) as { n: number };
  return users.n + family.n;
}

/** Starts a premium summons as the family's creator, then sends 200 grabs at once and checks everything after. */
async function race(app: Requester, db: DatabaseSync, now: number): Promise<void> {
  const members = addMembers(db, now);
  const creator = await signIn(app, now, String(FAMILY.people[0]));
  const sent = await envelope<{ summons: { id: string } }>(
    await postSigned(app, '/api/family/summons/start', creator, { family_id: FAMILY.id, tier: 'premium' }, { now, headers: { 'Idempotency-Key': 'race-summons-send' } }),
  );
  expect(sent.code).toBe(0);
  const summonsId = sent.data.summons.id;
  const tokens = new Map<number, string>();
  for (const id of members) tokens.set(id, await signIn(app, now, String(id)));
  const before = heldCoins(db, members);

  // 150 first grabs and 50 second grabs by the first 50 members, under keys of their own, all at once.
  const planned = Array.from({ length: GRABS }, (_, i) => members[i % MEMBERS] ?? 0);
  const answers = await Promise.all(
    planned.map((member, i) =>
      postSigned(app, '/api/family/summons/grab', tokens.get(member) ?? '', { summons_id: summonsId }, { now, headers: { 'Idempotency-Key': `race-grab-${i}-key` } }).then(
        (res) => envelope<{ coins: number | null; position: number | null }>(res),
      ),
    ),
  );

  const codes = answers.map((answer) => answer.code);
  expect(codes.filter((c) => c !== 0 && c !== ERROR_CODES['family.alreadyGrabbed'])).toEqual([]);
  expect(codes.filter((c) => c === ERROR_CODES['family.alreadyGrabbed'])).toHaveLength(GRABS - MEMBERS);
  const withPacket = answers.filter((answer) => answer.code === 0 && answer.data.position !== null);
  expect(withPacket).toHaveLength(PREMIUM_PACKETS);
  expect(new Set(withPacket.map((answer) => answer.data.position)).size).toBe(PREMIUM_PACKETS);
  expect(withPacket.reduce((sum, answer) => sum + (answer.data.coins ?? 0), 0)).toBe(PREMIUM_COINS);

  // The database agrees: each position once, each member once, the summons' count and the ledger exact.
  const grabs = db.prepare('SELECT user_id, position, coins FROM family_summons_grabs WHERE summons_id = ?').all(Number(summonsId)) as {
    user_id: number;
    position: number | null;
    coins: number | null;
  }[];
  expect(grabs).toHaveLength(MEMBERS);
  expect(new Set(grabs.map((grab) => grab.user_id)).size).toBe(MEMBERS);
  const taken = grabs.filter((grab) => grab.position !== null);
  expect(new Set(taken.map((grab) => grab.position)).size).toBe(PREMIUM_PACKETS);
  const packets = db.prepare('SELECT position, coins FROM family_summons_packets WHERE summons_id = ?').all(Number(summonsId)) as { position: number; coins: number }[];
  for (const grab of taken) expect(grab.coins).toBe(packets.find((packet) => packet.position === grab.position)?.coins);
  expect(db.prepare('SELECT claimed FROM family_summons WHERE id = ?').get(Number(summonsId))).toEqual({ claimed: PREMIUM_PACKETS });
  const frozen = db.prepare("SELECT balance FROM accounts WHERE family_id = ? AND kind = 'frozen'").get(FAMILY.id) as { balance: number };
  expect(frozen.balance).toBe(0);
  expect(heldCoins(db, members)).toBe(before);
  expect(reconcile(db)).toEqual([]);
}


describe('200 concurrent grabs of one summons', () => {
  it('take every packet once, each member once, and conserve the coins exactly', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) } });
    addTestFamilies(t.db, t.clock.now());
    await race(t.app, t.db, t.clock.now());
  }, 60_000);

  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const server of servers) server.kill();
  });

  it('hold across three server processes on one database file', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'family-race-')), 'race.sqlite');
    const bases = [await startServer(dbPath, servers, { rateLimitScale: RATE_LIMIT_SCALE }), await startServer(dbPath, servers, { rateLimitScale: RATE_LIMIT_SCALE }), await startServer(dbPath, servers, { rateLimitScale: RATE_LIMIT_SCALE })];
    const app = acrossServers(bases);
    const db = new DatabaseSync(dbPath);
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
    const now = ((await (await fetch(`${bases[0]}/api/go/getSysTime`, { method: 'POST' })).json()) as { data: { cur_time: number } }).data.cur_time;
    addTestFamilies(db, now);
    try {
      await race(app, db, now);
    } finally {
      db.close();
    }
  }, 120_000);
});

// /castmanage for a team of 20+ (issue 27.9): the hosts sorted by this week's beans, this week's live time or the day
// they joined, up or down, each with their charm level; paging through 25+ hosts under every order lists every host
// once, in order, because the cursor carries the sort value and the id (many hosts tie on 0 beans and on a join day).
import { describe, expect, it } from 'vitest';
import { AGENCY_HEAD_ENDPOINTS, type TeamHostView } from '../../src/contract/agency.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { TEAM_SORTS, type TeamOrder, type TeamSort } from '../../src/domain/team-sort.ts';
import { addDays, businessDate, weekStart } from '../../src/domain/time.ts';
import { agencyApp } from './agency-support.ts';

const H = AGENCY_HEAD_ENDPOINTS;
/** Test hosts added to 20001, so the team is well over a page (20) even when every figure ties. */
const EXTRA = Array.from({ length: 12 }, (_, i) => 59_101 + i);

/** The app with the extra hosts: some with this week's beans and live time (with ties), some joined the same day. */
function bigTeam() {
  const t = agencyApp();
  const today = businessDate(t.clock.now());
  const user = t.db.prepare("INSERT INTO users (id, nickname, gender, app_token, created_at, charm_exp) VALUES (?, ?, 'female', 'test', ?, ?)");
  const host = t.db.prepare("INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, 20001, 'weekly', NULL, 0, ?)");
  const day = t.db.prepare('INSERT INTO host_days (host_id, date, live_minutes, beans_normal) VALUES (?, ?, ?, ?)');
  EXTRA.forEach((id, i) => {
    user.run(id, `Uji Urut ${i}`, t.clock.now(), i * 1_000);
    host.run(id, addDays(today, -(i % 3) * 10));
    if (i % 2 === 0) day.run(id, today, (i % 4) * 30, (i % 3) * 500);
  });
  return t;
}

/** Every host of every page under one order, following `next`. */
async function everyPage(head: ReturnType<ReturnType<typeof agencyApp>['as']>, sort: TeamSort, order: TeamOrder): Promise<TeamHostView[]> {
  const hosts: TeamHostView[] = [];
  let cursor = '';
  for (let pages = 0; pages < 10; pages++) {
    const page = await head<Page<TeamHostView>>(H.hosts.path, { sort, order, cursor });
    expect(page.code).toBe(0);
    hosts.push(...page.data.items);
    if (page.data.next === null) return hosts;
    cursor = page.data.next;
  }
  throw new Error('more pages than hosts');
}

describe('sorting the hosts', () => {
  it.each(TEAM_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))(
    'by %s %s: every host once, in order, ties by id, across pages',
    async (sort, order) => {
      const t = bigTeam();
      const today = businessDate(t.clock.now());
      const rows = t.db
        .prepare(
          `SELECT h.user_id, h.joined_date, u.charm_exp,
             (SELECT IFNULL(SUM(beans_lucky + beans_s_lucky + beans_deluxe + beans_normal), 0) FROM host_days d WHERE d.host_id = h.user_id AND d.date BETWEEN ? AND ?) AS beans,
             (SELECT IFNULL(SUM(live_minutes), 0) FROM host_days d WHERE d.host_id = h.user_id AND d.date BETWEEN ? AND ?) AS live
           FROM hosts h JOIN users u ON u.id = h.user_id WHERE h.agency_id = 20001`,
        )
        .all(weekStart(today), today, weekStart(today), today) as { user_id: number; joined_date: string; charm_exp: number; beans: number; live: number }[];
      expect(rows.length).toBeGreaterThanOrEqual(25);
      const keyOf = (row: (typeof rows)[number]) => (sort === 'beans' ? row.beans : sort === 'live' ? row.live : row.joined_date);
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...rows].sort((a, b) => {
        const ka = keyOf(a);
        const kb = keyOf(b);
        return sign * (ka < kb ? -1 : ka > kb ? 1 : a.user_id - b.user_id);
      });
      const listed = await everyPage(t.as(10002), sort, order);
      expect(listed.map((host) => host.userId)).toEqual(expected.map((row) => String(row.user_id)));
      // Ties exist under this order, so the id in the cursor is what keeps each host once.
      expect(new Set(rows.map(keyOf)).size).toBeLessThan(rows.length);
      for (const host of listed) {
        const row = rows.find((r) => String(r.user_id) === host.userId);
        expect(host).toMatchObject({ beansThisWeek: row?.beans, liveMinutesThisWeek: row?.live, joinedDate: row?.joined_date, charmLevel: levelForExp('charm', row?.charm_exp ?? 0) });
      }
    },
  );

  it('opens on the newest hosts first, and refuses an unknown order or a cursor that is not one of the order asked', async () => {
    const t = bigTeam();
    const head = t.as(10002);
    const first = await head<Page<TeamHostView>>(H.hosts.path);
    expect(first.data.items.map((h) => h.userId)).toEqual((await head<Page<TeamHostView>>(H.hosts.path, { sort: 'joined', order: 'desc' })).data.items.map((h) => h.userId));
    const beansNext = (await head<Page<TeamHostView>>(H.hosts.path, { sort: 'beans', order: 'desc' })).data.next ?? '';
    expect(beansNext).toMatch(/^\d+\.\d+$/);
    const refused: Record<string, string>[] = [
      { sort: 'nickname' },
      { sort: 'beans', order: 'up' },
      { sort: 'joined', cursor: beansNext },
      { sort: 'beans', cursor: '12' },
      { sort: 'beans', cursor: '1e3.10001' },
      { sort: 'live', cursor: '-1.10001' },
      { sort: 'joined', cursor: "2026-01-01' OR 1=1.10001" },
    ];
    for (const fields of refused) {
      expect((await head(H.hosts.path, fields)).code, JSON.stringify(fields)).toBe(ERROR_CODES.invalidParams);
    }
  });
});

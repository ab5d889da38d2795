// Standings of a finished round are final (DESIGN 12): the job freezes a round's board when it ends, and boards and
// claims of that round read the frozen board, whatever moves later (hosts changing agency, late rows).
import { describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS, type EventBoard, type EventMe } from '../../src/contract/events.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { addDays, businessDate, businessDayStartMs } from '../../src/domain/time.ts';
import { reconcile } from '../../server/services/ledger.ts';
import { caller, envelope, testApp } from './helpers.ts';

/** The public board of an event. */
async function board(t: ReturnType<typeof testApp>, event: string) {
  return envelope<EventBoard>(await t.app.request(EVENT_ENDPOINTS.board.path, { method: 'POST', body: new URLSearchParams({ event }) }));
}

/** Two agencies with their heads, and the hosts of the first. */
function twoAgencies(t: ReturnType<typeof testApp>) {
  const agencies = t.db.prepare('SELECT id, head_user_id AS head FROM agencies ORDER BY id LIMIT 2').all() as { id: number; head: number }[];
  const [a, b] = agencies;
  if (!a || !b) throw new Error('the demo has two agencies');
  // The heads sign in from the app like anyone (the demo gives filler heads their own app tokens).
  t.db.prepare('UPDATE users SET app_token = ? WHERE id IN (?, ?)').run('demo', a.head, b.head);
  const hosts = (t.db.prepare('SELECT user_id AS id FROM hosts WHERE agency_id = ? ORDER BY user_id').all(a.id) as { id: number }[]).map((h) => h.id);
  return { a, b, hosts };
}

describe('frozen standings of a finished round', () => {
  it('pays rank 1 of an agency round once: after its hosts move, the other head cannot claim it, and the board stays', async () => {
    const t = testApp({ now: Date.parse('2026-11-10T12:00:00+07:00') });
    const today = businessDate(t.clock.now());
    const { a, b, hosts } = twoAgencies(t);
    expect(hosts.length).toBeGreaterThan(0);
    // Agency a's hosts receive more beans today than any agency's: a is first of today's Fun Planet board.
    for (const host of hosts) {
      t.db
        .prepare('INSERT INTO host_days (host_id, date, live_minutes, beans_normal) VALUES (?, ?, 60, 50000000) ON CONFLICT (host_id, date) DO UPDATE SET beans_normal = 50000000')
        .run(host, today);
    }
    t.clock.setTo(businessDayStartMs(addDays(today, 1)) + 60_000);
    const frozen = (await board(t, 'funPlanet')).data.last!;
    expect(frozen.key).toBe(today);
    expect(frozen.entries[0]).toMatchObject({ rank: 1, id: String(a.id) });
    const headA = await caller(t, String(a.head));
    expect((await headA(EVENT_ENDPOINTS.claim.path, { event: 'funPlanet', round: today, reward: '0' }, { 'Idempotency-Key': 'frozen-a' })).code).toBe(0);

    // The hosts move to agency b, and a late row adds beans to the finished day.
    t.db.prepare(`UPDATE hosts SET agency_id = ? WHERE user_id IN (${hosts.join(',')})`).run(b.id);
    t.db.prepare('UPDATE host_days SET beans_normal = beans_normal + 1 WHERE date = ?').run(today);
    t.clock.setTo(t.clock.now() + 5 * 60_000);

    const headB = await caller(t, String(b.head));
    expect((await headB<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'funPlanet' })).data.last).toMatchObject({ round: today });
    expect((await headB<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'funPlanet' })).data.last?.rank).not.toBe(1);
    expect((await headB(EVENT_ENDPOINTS.claim.path, { event: 'funPlanet', round: today, reward: '0' }, { 'Idempotency-Key': 'frozen-b' })).code).toBe(
      ERROR_CODES['event.notEarned'],
    );
    expect((await board(t, 'funPlanet')).data.last).toEqual(frozen);
    expect(t.db.prepare("SELECT COUNT(*) AS n FROM event_claims WHERE event = 'funPlanet' AND round_key = ? AND reward = 0").get(today)).toEqual({ n: 1 });
    expect(reconcile(t.db)).toEqual([]);
  });

  it('keeps a running round live: the board follows the day until it ends', async () => {
    const t = testApp({ now: Date.parse('2026-11-10T12:00:00+07:00') });
    const today = businessDate(t.clock.now());
    const { a, hosts } = twoAgencies(t);
    const host = hosts[0]!;
    t.db
      .prepare('INSERT INTO host_days (host_id, date, live_minutes, beans_normal) VALUES (?, ?, 60, 50000000) ON CONFLICT (host_id, date) DO UPDATE SET beans_normal = 50000000')
      .run(host, today);
    const before = (await board(t, 'funPlanet')).data.current!.entries.find((e) => e.id === String(a.id))!.value;
    t.db.prepare('UPDATE host_days SET beans_normal = beans_normal + 7 WHERE host_id = ? AND date = ?').run(host, today);
    t.clock.setTo(t.clock.now() + 5_000);
    expect((await board(t, 'funPlanet')).data.current!.entries.find((e) => e.id === String(a.id))!.value).toBe(before + 7);
  });
});

// Demo data behind the demo accounts (DESIGN 5): 90 days of live time and gifts, settlements in every status,
// past withdrawals, transfers and the balances DESIGN 5 names, all posted through the ledger in time order so
// bills read chronologically and every currency reconciles. Deterministic: the same seed gives the same data.
import type { DatabaseSync } from 'node:sqlite';
import {
  basicSalaryStatus,
  dailyBonusProgress,
  hostRankBonus,
  agencyRankBonus,
  levelTaskBeans,
  levelTaskProgress,
  levelTaskWindowStart,
  rankOf,
  weeklyBonusProgress,
} from '../../src/domain/host-pay.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { SETTLEMENT_STATUS, refundsWithdrawal, type SettlementStatus } from '../../src/domain/settlement.ts';
import { addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { WITHDRAW_FEE_BEANS, WITHDRAW_MAX_BEANS, WITHDRAW_MIN_BEANS, WITHDRAW_MULTIPLE_BEANS } from '../../src/domain/withdrawal.ts';
import { post, transferBetween, type AccountRef } from '../ledger.ts';

/** Days of history. */
export const DEMO_HISTORY_DAYS = 90;
/** DESIGN 5 balances. */
const HOST_10001_AVAILABLE_BEANS = 2_500_000;
const HOST_10006_AVAILABLE_BEANS = 300_000;
const COINS: Record<number, number> = { 10003: 1_000_000, 10004: 12_000, 10005: 800_000, 10007: 200_000 };

const HOUR_MS = 3_600_000;
const FILLER_HOSTS = 40;
const FILLER_AGENCIES = 12;

/** One host day as seeded. */
interface Day {
  live: number;
  lucky: number;
  sLucky: number;
  deluxe: number;
  normal: number;
}

const total = (d: Day) => d.lucky + d.sLucky + d.deluxe + d.normal;

/** Something that happens to a balance at an instant; replayed in time order. */
type Event = { at: number; order: number; run: () => void };

/** Writes the demo data; `now` is the server clock at first start. */
export function seedDemoData(db: DatabaseSync, now: number): void {
  const random = seededRandom(20261121);
  const between = (min: number, max: number) => Math.floor(min + random() * (max - min + 1));
  const today = businessDate(now);
  const first = addDays(today, 1 - DEMO_HISTORY_DAYS);
  const dates: BusinessDate[] = [];
  for (let date = first; date <= today; date = addDays(date, 1)) dates.push(date);
  /** An instant on a date at a UTC+7 hour, never after now. */
  const at = (date: BusinessDate, hour: number) => Math.min(businessDayStartMs(date) + hour * HOUR_MS, now - 60_000);
  const events: Event[] = [];
  let order = 0;
  const later = (when: number, run: () => void) => events.push({ at: when, order: order++, run });
  /** Beans each user receives over the history (gifts and completed settlements). */
  const credits = new Map<number, number>();
  /** When 10001's beans arrive, to place its past withdrawals where the balance covers them. */
  const flows10001: { at: number; amount: number }[] = [];
  const credit = (userId: number, amount: number, when: number) => {
    credits.set(userId, (credits.get(userId) ?? 0) + amount);
    if (userId === 10001) flows10001.push({ at: when, amount });
  };

  const insertUser = db.prepare('INSERT INTO users (id, nickname, gender, app_token, created_at, wealth_exp, charm_exp) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertHost = db.prepare('INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, ?, ?, ?, ?, ?)');
  const insertDay = db.prepare(
    'INSERT INTO host_days (host_id, date, live_minutes, beans_lucky, beans_s_lucky, beans_deluxe, beans_normal) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  // Roles and levels of the demo accounts (DESIGN 5).
  db.prepare('INSERT INTO operators (user_id) VALUES (10008)').run();
  db.prepare('UPDATE users SET wealth_exp = 65000 WHERE id = 10002').run(); // wealth level 36
  db.prepare('UPDATE users SET wealth_exp = 19 WHERE id = 10004').run(); // wealth level 8
  db.prepare('UPDATE users SET charm_exp = 130 WHERE id = 10001').run(); // charm level 12
  db.prepare('UPDATE users SET charm_exp = 40 WHERE id = 10006').run();
  db.prepare('INSERT INTO agencies (id, name, head_user_id, created_at) VALUES (20001, ?, 10002, ?)').run('Bintang Agency', now - 400 * 24 * HOUR_MS);
  for (const [id, parent] of [[10003, null], [10005, null], [10007, 10003]] as const) {
    db.prepare('INSERT INTO dealers (user_id, parent_user_id) VALUES (?, ?)').run(id, parent);
  }
  insertHost.run(10001, 20001, 'weekly', null, 1, addDays(today, -200));
  insertHost.run(10006, 20001, 'daily', null, 0, addDays(today, -150));

  // Other agencies and hosts, so that ranks and team figures are real.
  const names = ['Ayu', 'Bella', 'Citra', 'Dinda', 'Eka', 'Fitri', 'Gita', 'Hana', 'Indah', 'Jihan', 'Kirana', 'Lestari', 'Maya', 'Nadia'];
  for (let i = 0; i < FILLER_AGENCIES; i++) {
    const head = 40001 + i;
    insertUser.run(head, `Agency Head ${i + 1}`, 'male', `filler-${head}`, now, 0, 0);
    db.prepare('INSERT INTO agencies (id, name, head_user_id, created_at) VALUES (?, ?, ?, ?)').run(20002 + i, `Agency ${i + 2}`, head, now);
  }
  const fillers: number[] = [];
  for (let i = 0; i < FILLER_HOSTS; i++) {
    const id = 20101 + i;
    fillers.push(id);
    insertUser.run(id, `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`, 'female', `filler-${id}`, now, 0, between(20, 400));
    insertHost.run(id, i % 4 === 0 ? 20001 : 20002 + (i % FILLER_AGENCIES), i % 2 ? 'daily' : 'weekly', null, 1, addDays(today, -300));
  }
  for (let i = 0; i < 8; i++) insertUser.run(30001 + i, `Viewer ${i + 1}`, i % 2 ? 'male' : 'female', `filler-${30001 + i}`, now, between(0, 30), 0);

  // 90 days of live time and gifts. Today is a day in progress. Gift beans reach a host's balance through the
  // period's settlement (SPEC 3 income settlement), together with the bonuses.
  const days = new Map<number, Map<BusinessDate, Day>>();
  const daysOf = (host: number) => days.get(host) ?? new Map<BusinessDate, Day>();
  const makeDay = (host: number, date: BusinessDate, scale: number, liveBase: number): Day => {
    const partial = date === today ? 0.4 : 1;
    // A day off now and then; 10001 streams steadily (DESIGN 5: eligible for the basic salary, so 3 hours most days).
    const rest = random() < (host === 10001 ? 0.05 : 0.12);
    const beans = rest ? 0 : Math.floor(scale * (0.5 + random()) * partial);
    const lucky = Math.floor(beans * 0.45);
    const sLucky = Math.floor(beans * 0.15);
    const deluxe = Math.floor(beans * 0.1);
    const spread = host === 10001 ? 0.95 + random() * 0.5 : 0.6 + random() * 0.8;
    return { live: rest ? 0 : Math.floor(liveBase * spread * partial), lucky, sLucky, deluxe, normal: beans - lucky - sLucky - deluxe };
  };
  for (const host of [10001, 10006, ...fillers]) {
    const scale = host === 10001 ? 420_000 : host === 10006 ? 2_800 : between(60_000, 1_400_000);
    const liveBase = host === 10001 ? 195 : host === 10006 ? 70 : between(60, 300);
    const map = new Map<BusinessDate, Day>();
    for (const date of dates) {
      const day = makeDay(host, date, scale, liveBase);
      map.set(date, day);
      insertDay.run(host, date, day.live, day.lucky, day.sLucky, day.deluxe, day.normal);
    }
    days.set(host, map);
  }
  // Violations of 10001: one minor last month, none this week.
  db.prepare(`INSERT INTO violations (host_id, date, severity) VALUES (10001, ?, 'minor')`).run(addDays(today, -40));

  // Daily host ranks, for rank bonuses.
  const allHosts = [10001, 10006, ...fillers];
  const rankOn = (host: number, date: BusinessDate) =>
    rankOf(allHosts.map((h) => ({ id: String(h), score: total(daysOf(h).get(date) ?? { live: 0, lucky: 0, sLucky: 0, deluxe: 0, normal: 0 }) })), String(host));
  const levelTaskPay = (host: number, charmExp: number, date: BusinessDate) => {
    let qualifying = 0;
    for (let d = levelTaskWindowStart(date); d <= date; d = addDays(d, 1)) {
      const day = daysOf(host).get(d);
      if (day) qualifying += levelTaskBeans(day);
    }
    const task = levelTaskProgress({ charmLevel: levelForExp('charm', charmExp), qualifyingBeans30d: qualifying, liveMinutesToday: daysOf(host).get(date)?.live ?? 0 });
    return task.earnsToday ? task.payBeans : 0;
  };

  /** A settlement with its lines, status history and, once completed, its credit. */
  const settle = (userId: number, period: 'daily' | 'weekly', start: BusinessDate, end: BusinessDate, lines: [string, number][], status: SettlementStatus) => {
    const paid = lines.filter(([, amount]) => amount > 0);
    const amount = paid.reduce((sum, [, a]) => sum + a, 0);
    if (amount === 0) return;
    const createdAt = at(addDays(end, 1), 2);
    const id = Number(
      db.prepare('INSERT INTO settlements (user_id, period, period_start, period_end, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(userId, period, start, end, amount, status, createdAt).lastInsertRowid,
    );
    for (const [kind, a] of paid) db.prepare('INSERT INTO settlement_lines (settlement_id, kind, amount) VALUES (?, ?, ?)').run(id, kind, a);
    const history: SettlementStatus[] = [SETTLEMENT_STATUS.TO_BE_REVIEWED];
    if (status !== SETTLEMENT_STATUS.TO_BE_REVIEWED) history.push(SETTLEMENT_STATUS.IN_PROCESS);
    if (status !== SETTLEMENT_STATUS.TO_BE_REVIEWED && status !== SETTLEMENT_STATUS.IN_PROCESS) history.push(status);
    history.forEach((s, i) => db.prepare('INSERT INTO settlement_events (settlement_id, status, at) VALUES (?, ?, ?)').run(id, s, Math.min(createdAt + i * 20 * HOUR_MS, now - 60_000)));
    if (status === SETTLEMENT_STATUS.COMPLETED) {
      const credited = Math.min(createdAt + 40 * HOUR_MS, now - 60_000);
      credit(userId, amount, credited);
      later(credited, () =>
        post(db, { kind: 'settlement', at: credited, refType: 'settlement', refId: id, entries: [
          { account: { userId: null, currency: 'bean', kind: 'issued' }, amount: -amount },
          { account: { userId, currency: 'bean', kind: 'available' }, amount },
        ] }),
      );
    }
  };

  // 10001 (weekly salary): one settlement per past week, most of them completed. The latest is under review and the one
  // before in process; the other statuses are spread over the weeks before, between completed ones, so every status
  // shows and the bill's default 30 days hold settlement credits. Settlements are written oldest first, as real ones
  // are made, so ids follow time and lists read newest first.
  const weeklyStatuses: SettlementStatus[] = [2, 1, 5, 5, 3, 5, 4, 6, 5, 7, 0];
  const mondays: BusinessDate[] = [];
  for (let monday = weekStart(first) < first ? addDays(weekStart(first), 7) : weekStart(first); addDays(monday, 6) < today; monday = addDays(monday, 7)) {
    mondays.push(monday);
  }
  mondays.forEach((monday, oldest) => {
    const index = mondays.length - 1 - oldest; // 0 for the latest week
    const sunday = addDays(monday, 6);
    const week: BusinessDate[] = [];
    for (let d = monday; d <= sunday; d = addDays(d, 1)) week.push(d);
    const beans = week.reduce((sum, d) => sum + total(daysOf(10001).get(d) ?? { live: 0, lucky: 0, sLucky: 0, deluxe: 0, normal: 0 }), 0);
    const salary = basicSalaryStatus({
      payoutType: 'weekly', gender: 'female', abcMark: true, joinedDate: addDays(today, -200), today: sunday,
      weekLiveMinutes: week.map((d) => daysOf(10001).get(d)?.live ?? 0), violations: { minorThisWeek: 0, seriousThisWeek: 0, minorTotal: 1 },
    });
    settle(10001, 'weekly', monday, sunday, [
      ['giftIncome', beans],
      ['weeklyBonus', weeklyBonusProgress(beans).payBeans],
      ['rankBonus', week.reduce((sum, d) => sum + hostRankBonus(rankOn(10001, d) ?? 0), 0)],
      ['basicSalary', salary.kind === 'achieved' ? salary.payBeans : 0],
      ['levelTask', week.reduce((sum, d) => sum + levelTaskPay(10001, 130, d), 0)],
    ], weeklyStatuses[index] ?? SETTLEMENT_STATUS.COMPLETED);

    // 10002 (agency head): the weekly agency rank bonus of Bintang Agency.
    const agencyBeans = new Map<number, number>();
    for (const host of allHosts) {
      const agency = host === 10001 || host === 10006 || (host - 20101) % 4 === 0 ? 20001 : 20002 + ((host - 20101) % FILLER_AGENCIES);
      agencyBeans.set(agency, (agencyBeans.get(agency) ?? 0) + week.reduce((sum, d) => sum + total(daysOf(host).get(d) ?? { live: 0, lucky: 0, sLucky: 0, deluxe: 0, normal: 0 }), 0));
    }
    const agencyRank = rankOf([...agencyBeans].map(([id, score]) => ({ id: String(id), score })), '20001');
    settle(10002, 'weekly', monday, sunday, [['agencyRankBonus', agencyRankBonus(agencyRank ?? 0)]], index === 0 ? 2 : SETTLEMENT_STATUS.COMPLETED);
  });

  // 10006 (daily salary): one settlement per past day.
  const dailyStatuses: SettlementStatus[] = [2, 1, 5, 6, 5, 0, 5, 3];
  const pastDates = dates.filter((d) => d < today);
  pastDates.forEach((date, oldest) => {
    const index = pastDates.length - 1 - oldest; // 0 for yesterday
    const beans = total(daysOf(10006).get(date) ?? { live: 0, lucky: 0, sLucky: 0, deluxe: 0, normal: 0 });
    settle(10006, 'daily', date, date, [
      ['giftIncome', beans],
      ['dailyBonus', dailyBonusProgress(beans).payBeans],
      ['rankBonus', hostRankBonus(rankOn(10006, date) ?? 0)],
      ['levelTask', levelTaskPay(10006, 40, date)],
    ], dailyStatuses[index] ?? SETTLEMENT_STATUS.COMPLETED);
  });

  // 10001's DANA account and past withdrawals; 10006 has nothing bound (DESIGN 5).
  db.prepare(`INSERT INTO withdrawal_accounts (user_id, method, bank_code, account_number, holder_name, phone, updated_at)
    VALUES (10001, 'dana', NULL, '081234567890', 'Sari Wulandari', '081234567890', ?)`).run(now - 100 * 24 * HOUR_MS);
  const reviewDelay = 26 * HOUR_MS;
  const withdraw = (date: BusinessDate, amount: number, status: SettlementStatus) => {
    const createdAt = at(date, 11);
    const fee = WITHDRAW_FEE_BEANS.dana;
    flows10001.push({ at: createdAt, amount: -amount });
    if (refundsWithdrawal(status)) flows10001.push({ at: Math.min(createdAt + reviewDelay, now - 60_000) + HOUR_MS, amount });
    later(createdAt, () => {
      const id = Number(
        db.prepare(`INSERT INTO withdrawals (user_id, method, bank_code, account_number, holder_name, phone, amount, fee, net, status,
          business_date, created_at, updated_at) VALUES (10001, 'dana', NULL, '081234567890', 'Sari Wulandari', '081234567890', ?, ?, ?, ?, ?, ?, ?)`)
          .run(amount, fee, amount - fee, status, date, createdAt, createdAt).lastInsertRowid,
      );
      const frozen: AccountRef = { userId: 10001, currency: 'bean', kind: 'frozen' };
      const ref = { type: 'withdrawal', id };
      transferBetween(db, 'withdrawalFreeze', { userId: 10001, currency: 'bean', kind: 'available' }, frozen, amount, createdAt, ref);
      db.prepare('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, 2, ?)').run(id, createdAt);
      if (status === SETTLEMENT_STATUS.TO_BE_REVIEWED) return;
      const reviewedAt = Math.min(createdAt + reviewDelay, now - 60_000);
      if (status !== SETTLEMENT_STATUS.IN_PROCESS) db.prepare('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, 1, ?)').run(id, reviewedAt);
      db.prepare('INSERT INTO withdrawal_events (withdrawal_id, status, at) VALUES (?, ?, ?)').run(id, status, reviewedAt + HOUR_MS);
      if (status === SETTLEMENT_STATUS.COMPLETED) {
        post(db, { kind: 'withdrawalPayout', at: reviewedAt + HOUR_MS, refType: 'withdrawal', refId: id, entries: [
          { account: frozen, amount: -amount },
          { account: { userId: null, currency: 'bean', kind: 'paid_out' }, amount: amount - fee },
          { account: { userId: null, currency: 'bean', kind: 'fees' }, amount: fee },
        ] });
      } else if (refundsWithdrawal(status)) {
        transferBetween(db, 'withdrawalRefund', frozen, { userId: 10001, currency: 'bean', kind: 'available' }, amount, reviewedAt + HOUR_MS, ref);
      }
    });
  };
  // Live (frozen) withdrawals in several statuses, and refunded ones; their amounts are fixed.
  const live: [number, number, SettlementStatus][] = [[-2, 300_000, 2], [-4, 200_000, 1], [-6, 150_000, 3], [-9, 100_000, 7]];
  const refunded: [number, number, SettlementStatus][] = [[-12, 400_000, 0], [-20, 250_000, 6]];
  for (const [offset, amount, status] of [...live, ...refunded]) withdraw(addDays(today, offset), amount, status);

  // Completed withdrawals take the rest down to DESIGN 5's 2,500,000 available; an opening balance of less than
  // one withdrawal step makes it exact.
  const income10001 = credits.get(10001) ?? 0;
  const frozenLive = live.reduce((sum, [, amount]) => sum + amount, 0);
  const completedTotal = Math.ceil((income10001 - frozenLive - HOST_10001_AVAILABLE_BEANS) / WITHDRAW_MULTIPLE_BEANS) * WITHDRAW_MULTIPLE_BEANS;
  const opening10001 = HOST_10001_AVAILABLE_BEANS - (income10001 - frozenLive - completedTotal);
  // Weekly-ish dates free of the live withdrawals above (one a day); each takes most of what the balance holds then.
  let remaining = completedTotal;
  for (const offset of [-85, -78, -71, -64, -57, -50, -43, -36, -29, -22, -15, -10, -7, -3]) {
    if (remaining <= 0) break;
    const when = at(addDays(today, offset), 11);
    const balance = flows10001.filter((flow) => flow.at < when).reduce((sum, flow) => sum + flow.amount, 0);
    const amount = Math.min(remaining, Math.floor((balance * 0.9) / WITHDRAW_MULTIPLE_BEANS) * WITHDRAW_MULTIPLE_BEANS, WITHDRAW_MAX_BEANS);
    if (amount < WITHDRAW_MIN_BEANS) continue;
    withdraw(addDays(today, offset), amount, SETTLEMENT_STATUS.COMPLETED);
    remaining -= amount;
  }
  if (remaining > 0) throw new Error(`demo data: ${remaining} beans of 10001 left unplaced`);

  // Opening balances (before the history) that bring every demo balance to DESIGN 5.
  const opening = (userId: number, currency: 'bean' | 'coin', amount: number) => {
    if (amount < 0) throw new Error(`demo data: opening balance of ${userId} would be ${amount}`);
    if (amount === 0) return;
    const when = businessDayStartMs(first) - HOUR_MS;
    later(when, () => post(db, { kind: 'openingBalance', at: when, entries: [
      { account: { userId: null, currency, kind: 'issued' }, amount: -amount },
      { account: { userId, currency, kind: 'available' }, amount },
    ] }));
  };
  opening(10001, 'bean', opening10001);
  opening(10006, 'bean', HOST_10006_AVAILABLE_BEANS - (credits.get(10006) ?? 0));

  // Coin transfers of the dealers, then openings that leave DESIGN 5's coin balances.
  const transfers: [number, number, number, number][] = [
    [10003, 10004, 10_000, -30], [10003, 30001, 50_000, -25], [10003, 10007, 200_000, -20], [10003, 30002, 25_000, -14],
    [10003, 30003, 100_000, -8], [10007, 30004, 20_000, -12], [10007, 30005, 15_000, -5], [10005, 30006, 30_000, -9],
  ];
  const netCoins = new Map<number, number>();
  for (const [from, to, amount, offset] of transfers) {
    netCoins.set(from, (netCoins.get(from) ?? 0) - amount);
    netCoins.set(to, (netCoins.get(to) ?? 0) + amount);
    const when = at(addDays(today, offset), 15);
    later(when, () => {
      const id = Number(db.prepare('INSERT INTO transfers (from_user_id, to_user_id, amount, created_at) VALUES (?, ?, ?, ?)').run(from, to, amount, when).lastInsertRowid);
      transferBetween(db, 'transfer', { userId: from, currency: 'coin', kind: 'available' }, { userId: to, currency: 'coin', kind: 'available' }, amount, when, { type: 'transfer', id });
    });
  }
  for (const [userId, coins] of Object.entries(COINS)) opening(Number(userId), 'coin', coins - (netCoins.get(Number(userId)) ?? 0));
  for (const [userId, net] of netCoins) if (!(userId in COINS) && net < 0) throw new Error(`demo data: ${userId} sends coins it never had`);

  // Replay everything in time order, so every balance is never negative along the way and bills read in order.
  events.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const event of events) event.run();
}

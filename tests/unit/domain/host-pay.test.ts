import { describe, expect, it } from 'vitest';
import {
  BASIC_SALARY_WEEKLY_BEANS,
  basicSalaryStatus,
  type BasicSalaryInput,
} from '../../../src/domain/basic-salary.ts';
import {
  dailyBonusProgress,
  dailyBonusStep,
  weeklyBonusProgress,
  weeklyBonusStep,
} from '../../../src/domain/host-bonus.ts';
import { dayPay, dayPayTotal, settlementLines, type HostPayFacts } from '../../../src/domain/host-pay.ts';
import {
  levelTaskBeans,
  levelTaskProgress,
  levelTaskWindowStart,
  charmExpAtDayEnd,
  charmLevelAtDayEnd,
} from '../../../src/domain/level-task.ts';
import { checkPayoutChange, nextPayoutChangeDate, payoutTypeAt } from '../../../src/domain/payout-change.ts';
import {
  agencyRankBonus,
  hostRankBonus,
  rankOf,
  agencyWeekRanking,
  rankBonusBands,
} from '../../../src/domain/rank-bonus.ts';
import { isValidDay, liveMinutes } from '../../../src/domain/valid-day.ts';
import { addDays, businessDayStartMs } from '../../../src/domain/time.ts';

/** An instant on a business date at a UTC+7 wall-clock hour. */
const at = (date: string, hour = 10) => businessDayStartMs(date) + hour * 3_600_000;

describe('valid days and sessions', () => {
  it('counts sessions of at least 1 minute only', () => {
    expect(liveMinutes([0.5, 1, 30, 0.99])).toBe(31);
  });

  it('makes a day valid at 60 minutes live, not at 59', () => {
    expect(isValidDay(59)).toBe(false);
    expect(isValidDay(60)).toBe(true);
  });
});

describe('daily bonus', () => {
  it('pays nothing below the first step and names the next one', () => {
    expect(dailyBonusProgress(199_999)).toMatchObject({ level: 0, payBeans: 0, next: { level: 1, remainingBeans: 1 } });
    expect(dailyBonusProgress(200_000)).toMatchObject({ level: 1, payBeans: 1_000 });
  });

  it('from level 10 pays 160,000 more for each extra 20 million beans (SPEC 9)', () => {
    expect(dailyBonusStep(10)).toEqual({ level: 10, thresholdBeans: 20_000_000, payBeans: 160_000 });
    expect(dailyBonusStep(11)).toEqual({ level: 11, thresholdBeans: 40_000_000, payBeans: 320_000 });
    expect(dailyBonusProgress(39_999_999)).toMatchObject({ level: 10, payBeans: 160_000, next: { level: 11, remainingBeans: 1 } });
    expect(dailyBonusProgress(60_000_000)).toMatchObject({ level: 12, payBeans: 480_000 });
  });

  it('grows with every level', () => {
    for (let level = 1; level < 15; level++) {
      expect(dailyBonusStep(level + 1).thresholdBeans).toBeGreaterThan(dailyBonusStep(level).thresholdBeans);
      expect(dailyBonusStep(level + 1).payBeans).toBeGreaterThan(dailyBonusStep(level).payBeans);
    }
  });
});

describe('weekly bonus', () => {
  it('from level 24 pays 1,600,000 more for each extra 200 million beans (SPEC 9)', () => {
    expect(weeklyBonusStep(24)).toEqual({ level: 24, thresholdBeans: 200_000_000, payBeans: 1_600_000 });
    expect(weeklyBonusStep(25)).toEqual({ level: 25, thresholdBeans: 400_000_000, payBeans: 3_200_000 });
    expect(weeklyBonusProgress(199_999_999).level).toBe(23);
    expect(weeklyBonusProgress(200_000_000).level).toBe(24);
  });

  it('grows with every level', () => {
    for (let level = 1; level < 30; level++) {
      expect(weeklyBonusStep(level + 1).thresholdBeans).toBeGreaterThan(weeklyBonusStep(level).thresholdBeans);
      expect(weeklyBonusStep(level + 1).payBeans).toBeGreaterThan(weeklyBonusStep(level).payBeans);
    }
  });
});

describe('level task', () => {
  it('counts Lucky, S-Lucky and Deluxe gifts only (SPEC 9)', () => {
    expect(levelTaskBeans({ lucky: 1_000, sLucky: 200, deluxe: 30, normal: 4 })).toBe(1_230);
    expect(levelTaskBeans({ lucky: 0, sLucky: 0, deluxe: 0, normal: 18_000_000 })).toBe(0);
  });

  it('is available from charm level 7', () => {
    expect(levelTaskProgress({ charmLevel: 6, qualifyingBeans30d: 18_000_000, liveMinutesToday: 120 })).toMatchObject({
      available: false,
      earnsToday: false,
      payBeans: 0,
    });
    expect(levelTaskProgress({ charmLevel: 7, qualifyingBeans30d: 18_000_000, liveMinutesToday: 120 }).available).toBe(true);
  });

  it('needs 18,000,000 beans for level 10, which pays 22,000; level 8 pays 14,000 (SPEC 9)', () => {
    expect(levelTaskProgress({ charmLevel: 12, qualifyingBeans30d: 17_999_999, liveMinutesToday: 60 })).toMatchObject({ level: 9 });
    expect(levelTaskProgress({ charmLevel: 12, qualifyingBeans30d: 18_000_000, liveMinutesToday: 60 })).toMatchObject({
      level: 10,
      payBeans: 22_000,
      next: null,
    });
    expect(levelTaskProgress({ charmLevel: 12, qualifyingBeans30d: 10_000_000, liveMinutesToday: 60 })).toMatchObject({ level: 8, payBeans: 14_000 });
  });

  it('pays only on a day with at least an hour live', () => {
    expect(levelTaskProgress({ charmLevel: 12, qualifyingBeans30d: 18_000_000, liveMinutesToday: 59 }).earnsToday).toBe(false);
    expect(levelTaskProgress({ charmLevel: 12, qualifyingBeans30d: 18_000_000, liveMinutesToday: 60 }).earnsToday).toBe(true);
  });

  it('looks at the 30 days ending today, today included', () => {
    expect(levelTaskWindowStart('2026-11-30')).toBe('2026-11-01');
  });
});

describe('rank bonuses', () => {
  it('pays hosts in the daily top 30 and agencies in the weekly top 10 only', () => {
    expect(hostRankBonus(1)).toBeGreaterThan(hostRankBonus(2));
    expect(hostRankBonus(30)).toBeGreaterThan(0);
    expect(hostRankBonus(31)).toBe(0);
    expect(hostRankBonus(0)).toBe(0);
    expect(agencyRankBonus(10)).toBeGreaterThan(0);
    expect(agencyRankBonus(11)).toBe(0);
  });

  it('ranks by score, highest first, ties by id, and leaves out zero scores', () => {
    const scores = [
      { id: 'b', score: 5 },
      { id: 'a', score: 5 },
      { id: 'c', score: 9 },
      { id: 'd', score: 0 },
    ];
    expect(rankOf(scores, 'c')).toBe(1);
    expect(rankOf(scores, 'a')).toBe(2);
    expect(rankOf(scores, 'b')).toBe(3);
    expect(rankOf(scores, 'd')).toBeNull();
  });
});

describe('basicSalaryStatus', () => {
  // Wednesday 2026-11-25: Monday and Tuesday behind, Wednesday to Sunday (5 days) still to come.
  const base: BasicSalaryInput = {
    payoutType: 'weekly',
    gender: 'female',
    abcMark: true,
    joinedDate: '2026-01-05',
    today: '2026-11-25',
    weekLiveMinutes: [180, 200, 0],
    violations: { minorThisWeek: 0, seriousThisWeek: 0, minorTotal: 0 },
  };

  it('is for weekly-salary female hosts with the ABC mark only', () => {
    expect(basicSalaryStatus({ ...base, payoutType: 'daily' })).toEqual({ kind: 'notApplicable', reason: 'dailySalary' });
    expect(basicSalaryStatus({ ...base, gender: 'male' })).toEqual({ kind: 'notApplicable', reason: 'male' });
    expect(basicSalaryStatus({ ...base, abcMark: false })).toEqual({ kind: 'notApplicable', reason: 'noAbcMark' });
  });

  it('sets no target in the first two weeks after joining', () => {
    expect(basicSalaryStatus({ ...base, joinedDate: '2026-11-12' })).toEqual({ kind: 'noTarget', assessedFrom: '2026-11-26' });
    expect(basicSalaryStatus({ ...base, joinedDate: '2026-11-11' }).kind).toBe('inProgress');
  });

  it('is cancelled by 4 minor or 2 serious violations in a week, or 6 minor in all', () => {
    const with_ = (v: Partial<BasicSalaryInput['violations']>) => basicSalaryStatus({ ...base, violations: { ...base.violations, ...v } });
    expect(with_({ minorThisWeek: 3 }).kind).toBe('inProgress');
    expect(with_({ minorThisWeek: 4 })).toEqual({ kind: 'cancelled', reason: 'minorViolationsWeek' });
    expect(with_({ seriousThisWeek: 1 }).kind).toBe('inProgress');
    expect(with_({ seriousThisWeek: 2 })).toEqual({ kind: 'cancelled', reason: 'seriousViolationsWeek' });
    expect(with_({ minorTotal: 5 }).kind).toBe('inProgress');
    expect(with_({ minorTotal: 6 })).toEqual({ kind: 'cancelled', reason: 'minorViolationsTotal' });
  });

  it('counts days of 3 hours and is achieved at 5 of them', () => {
    expect(basicSalaryStatus(base)).toEqual({ kind: 'inProgress', validDays: 2, requiredDays: 5, daysLeft: 5 });
    // Sunday with 3 valid days: even 3 hours today make only 4.
    expect(basicSalaryStatus({ ...base, today: '2026-11-29', weekLiveMinutes: [180, 180, 180, 0, 179, 0, 0] })).toEqual({
      kind: 'notEnoughDays',
      validDays: 3,
      requiredDays: 5,
    });
    expect(basicSalaryStatus({ ...base, today: '2026-11-29', weekLiveMinutes: [180, 180, 180, 180, 0, 0, 0] }).kind).toBe('inProgress');
    expect(basicSalaryStatus({ ...base, today: '2026-11-27', weekLiveMinutes: [180, 180, 180, 180, 180] })).toEqual({
      kind: 'achieved',
      validDays: 5,
      payBeans: BASIC_SALARY_WEEKLY_BEANS,
    });
  });
});

describe('payout type change', () => {
  it('is allowed on a Monday when it was never changed', () => {
    expect(checkPayoutChange({ now: at('2026-11-23'), lastChangedAt: null, current: 'weekly', requested: 'daily' })).toEqual({ ok: true });
  });

  it('is refused on other days, naming the next Monday', () => {
    expect(checkPayoutChange({ now: at('2026-11-24'), lastChangedAt: null, current: 'weekly', requested: 'daily' })).toEqual({
      ok: false,
      error: 'notMonday',
      nextDate: '2026-11-30',
    });
    // Sunday 23:59 in Jakarta is still Sunday, whatever the UTC date.
    expect(checkPayoutChange({ now: at('2026-11-29', 23.99), lastChangedAt: null, current: 'weekly', requested: 'daily' }).ok).toBe(false);
    expect(checkPayoutChange({ now: at('2026-11-30', 0), lastChangedAt: null, current: 'weekly', requested: 'daily' }).ok).toBe(true);
  });

  it('is locked for 28 days after a change, then allowed on the Monday it ends', () => {
    const changed = at('2026-11-23');
    expect(checkPayoutChange({ now: at('2026-11-30'), lastChangedAt: changed, current: 'daily', requested: 'weekly' })).toEqual({
      ok: false,
      error: 'locked',
      nextDate: '2026-12-21',
    });
    expect(checkPayoutChange({ now: at('2026-12-20'), lastChangedAt: changed, current: 'daily', requested: 'weekly' })).toMatchObject({ error: 'locked' });
    expect(checkPayoutChange({ now: at('2026-12-21'), lastChangedAt: changed, current: 'daily', requested: 'weekly' })).toEqual({ ok: true });
    expect(nextPayoutChangeDate(at('2026-12-22'), changed)).toBe('2026-12-28');
  });

  it('refuses changing to the type already set', () => {
    expect(checkPayoutChange({ now: at('2026-11-23'), lastChangedAt: null, current: 'weekly', requested: 'weekly' })).toMatchObject({
      ok: false,
      error: 'sameType',
    });
  });
});

describe('the pay of a day and the settlements it makes', () => {
  const NONE = { lucky: 0, sLucky: 0, deluxe: 0, normal: 0 };
  /** A host's facts from a table of days; everything else plain. */
  function facts(days: Record<string, { lucky?: number; normal?: number; live?: number; rank?: number }>, type: 'daily' | 'weekly', charmLevel = 12): HostPayFacts {
    const beans = (date: string) => ({ ...NONE, lucky: days[date]?.lucky ?? 0, normal: days[date]?.normal ?? 0 });
    return {
      payoutTypeOn: () => type,
      gender: 'female',
      abcMark: true,
      joinedDate: '2025-01-01',
      giftBeans: beans,
      qualifyingBeans30d: (date) => Object.keys(days).filter((d) => d <= date && d > addDays(date, -30)).reduce((sum, d) => sum + beans(d).lucky, 0),
      liveMinutes: (date) => days[date]?.live ?? 0,
      rank: (date) => days[date]?.rank ?? null,
      charmLevel: () => charmLevel,
      violations: () => ({ minorThisWeek: 0, seriousThisWeek: 0, minorTotal: 0 }),
    };
  }

  it('pays a daily-salary day its daily bonus, rank bonus and level task', () => {
    const f = facts({ '2026-03-02': { lucky: 600_000, normal: 0, live: 61, rank: 2 } }, 'daily');
    expect(dayPay(f, '2026-03-02', true)).toEqual({ dailyBonus: 2_800, rankBonus: 300_000, levelTask: 1_000, weeklyBonus: 0, basicSalary: 0 });
  });

  it('counts the weekly bonus and the basic salary on the Sunday of a week that has ended, never before', () => {
    const week: Record<string, { lucky: number; live: number }> = {};
    for (let i = 0; i < 7; i++) week[addDays('2026-03-02', i)] = { lucky: 1_000_000, live: 190 };
    const f = facts(week, 'weekly');
    expect(dayPay(f, '2026-03-07', true)).toMatchObject({ weeklyBonus: 0, basicSalary: 0, dailyBonus: 0 });
    expect(dayPay(f, '2026-03-08', false)).toMatchObject({ weeklyBonus: 0, basicSalary: 0 });
    expect(dayPay(f, '2026-03-08', true)).toMatchObject({ weeklyBonus: weeklyBonusProgress(7_000_000).payBeans, basicSalary: BASIC_SALARY_WEEKLY_BEANS });
  });

  it('gives no level task on a day whose charm level was below 7, whatever the beans', () => {
    const f = facts({ '2026-03-02': { lucky: 600_000, live: 61 } }, 'daily', 6);
    expect(dayPay(f, '2026-03-02', true).levelTask).toBe(0);
  });

  it('makes daily, weekly and monthly lines by the payout type the period ended with, leaving out lines of 0', () => {
    const pay = { dailyBonus: 1_000, rankBonus: 0, levelTask: 500, weeklyBonus: 0, basicSalary: 0 };
    const day = { date: '2026-03-02', payoutType: 'daily' as const, giftBeans: 200_000, pay };
    expect(settlementLines('daily', [day])).toEqual([
      { kind: 'giftIncome', amount: 200_000 },
      { kind: 'dailyBonus', amount: 1_000 },
    ]);
    expect(settlementLines('weekly', [day])).toEqual([]);
    expect(settlementLines('monthly', [day, { ...day, date: '2026-03-03' }])).toEqual([{ kind: 'levelTask', amount: 1_000 }]);
    const sunday = { date: '2026-03-08', payoutType: 'weekly' as const, giftBeans: 5, pay: { ...pay, dailyBonus: 0, weeklyBonus: 7, rankBonus: 3, basicSalary: 9 } };
    expect(settlementLines('weekly', [{ ...day, payoutType: 'weekly', pay: { ...pay, dailyBonus: 0 } }, sunday])).toEqual([
      { kind: 'giftIncome', amount: 200_005 },
      { kind: 'weeklyBonus', amount: 7 },
      { kind: 'rankBonus', amount: 3 },
      { kind: 'basicSalary', amount: 9 },
    ]);
    expect(dayPayTotal(sunday.pay)).toBe(19 + 500);
  });

  it('reads the payout type a past period ended with from the last change', () => {
    const host = { payoutType: 'daily' as const, changedAt: at('2026-03-09') };
    expect(payoutTypeAt(host, at('2026-03-08', 23))).toBe('weekly');
    expect(payoutTypeAt(host, at('2026-03-09', 23))).toBe('daily');
    expect(payoutTypeAt({ payoutType: 'weekly', changedAt: null }, 0)).toBe('weekly');
  });

  it('takes the charm exp of a past day from the beans received up to it (1 per 10,000), never below 0', () => {
    expect(charmExpAtDayEnd(1_300_000, 0)).toBe(130);
    expect(charmExpAtDayEnd(1_300_000, 99_999)).toBe(120);
    expect(charmExpAtDayEnd(1_300_000, 5_000_000)).toBe(0);
    // Level 7 (the level task's first) starts at 290 exp: 2,900,000 beans.
    expect(charmLevelAtDayEnd(2_900_000, 100_000)).toBe(6);
    expect(charmLevelAtDayEnd(2_900_000, 0)).toBe(7);
  });
});

describe('the weekly agency ranking', () => {
  it("ranks agencies by their hosts' beans, pays the top 10 by the bands, and leaves agencies without beans unranked", () => {
    const hosts = [
      { agencyId: 'b', beans: 300 },
      { agencyId: 'a', beans: 200 },
      { agencyId: 'a', beans: 100 },
      { agencyId: 'c', beans: 0 },
      ...Array.from({ length: 10 }, (_, i) => ({ agencyId: `z${i}`, beans: 10 + i })),
    ];
    const ranking = agencyWeekRanking(hosts);
    expect(ranking.slice(0, 2)).toEqual([
      { agencyId: 'a', beans: 300, rank: 1, bonusBeans: 5_000_000 },
      { agencyId: 'b', beans: 300, rank: 2, bonusBeans: 3_000_000 },
    ]);
    expect(ranking.find((s) => s.rank === 11)?.bonusBeans).toBe(0);
    expect(ranking.at(-1)).toEqual({ agencyId: 'c', beans: 0, rank: null, bonusBeans: 0 });
  });

  it('writes a rank bonus as bands of equal pay', () => {
    expect(rankBonusBands(agencyRankBonus, 10)).toEqual([
      { fromRank: 1, toRank: 1, bonusBeans: 5_000_000 },
      { fromRank: 2, toRank: 2, bonusBeans: 3_000_000 },
      { fromRank: 3, toRank: 3, bonusBeans: 2_000_000 },
      { fromRank: 4, toRank: 10, bonusBeans: 1_000_000 },
    ]);
  });
});

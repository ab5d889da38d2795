// Settlement periods and lines in words (SPEC 3 periods; SPEC 6 and 9 bonuses), for /incomelog and /incomedetail.
import type { SettlementItem, SettlementLineKind } from '../../contract/earnings.ts';
import type { SettlementPeriod } from '../../domain/settlement.ts';
import type { BusinessDate } from '../../domain/time.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';

/** "Weekly settlement" / "周结算". */
export function periodName(period: SettlementPeriod, lang: Lang): string {
  const locale = { locale: lang };
  if (period === 'daily') return m['settlements.period.daily']({}, locale);
  if (period === 'weekly') return m['settlements.period.weekly']({}, locale);
  return m['settlements.period.monthly']({}, locale);
}

/** The dates a settlement covers, each written by `format`: one date for a day, "start – end" otherwise. */
export function periodDates(item: Pick<SettlementItem, 'periodStart' | 'periodEnd'>, lang: Lang, format: (date: BusinessDate, lang: Lang) => string): string {
  if (item.periodStart === item.periodEnd) return format(item.periodStart, lang);
  return m['settlements.periodRange']({ start: format(item.periodStart, lang), end: format(item.periodEnd, lang) }, { locale: lang });
}

/** Each line kind's name, read by literal key. */
const LINE_NAMES: Record<SettlementLineKind, (lang: Lang) => string> = {
  giftIncome: (lang) => m['settlements.line.giftIncome']({}, { locale: lang }),
  dailyBonus: (lang) => m['settlements.line.dailyBonus']({}, { locale: lang }),
  weeklyBonus: (lang) => m['settlements.line.weeklyBonus']({}, { locale: lang }),
  rankBonus: (lang) => m['settlements.line.rankBonus']({}, { locale: lang }),
  basicSalary: (lang) => m['settlements.line.basicSalary']({}, { locale: lang }),
  levelTask: (lang) => m['settlements.line.levelTask']({}, { locale: lang }),
  agencyRankBonus: (lang) => m['settlements.line.agencyRankBonus']({}, { locale: lang }),
};

/** What a settlement line pays for: "Gift income", "Rank bonus", … */
export function lineName(kind: SettlementLineKind, lang: Lang): string {
  return LINE_NAMES[kind](lang);
}

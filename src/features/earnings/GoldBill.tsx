// /goldbill: the movements of the host's available beans, income and consumption tabs, over up to 70 days (SPEC 5),
// newest first; each line says what it was and links to its withdrawal or settlement.
import { useState } from 'react';
import { EARNINGS_ENDPOINTS, type BillItem, type BillKind, type BillTab } from '../../contract/earnings.ts';
import { BILL_DEFAULT_DAYS, BILL_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { List } from '../../ui/List.tsx';
import { PullToRefresh } from '../../ui/PullToRefresh.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { RangeCard } from './RangeCard.tsx';
import { EarningsRow } from './EarningsRow.tsx';
import './errors.ts';
import { formatSignedBeans } from '../../lib/format.ts';
import './earnings.css';

interface Props {
  lang: Lang;
}

/** Each kind's words, read by literal key. */
const KIND_NAMES: Record<BillKind, (lang: Lang) => string> = {
  settlement: (lang) => m['bills.kind.settlement']({}, { locale: lang }),
  withdrawal: (lang) => m['bills.kind.withdrawal']({}, { locale: lang }),
  withdrawalRefund: (lang) => m['bills.kind.withdrawalRefund']({}, { locale: lang }),
  openingBalance: (lang) => m['bills.kind.openingBalance']({}, { locale: lang }),
  adjustment: (lang) => m['bills.kind.adjustment']({}, { locale: lang }),
};

/** The record a line belongs to: a withdrawal (or its refund) or a settlement; null when it has none. */
function recordHref(item: BillItem, lang: Lang): string | null {
  if (item.refId === null) return null;
  if (item.kind === 'withdrawal' || item.kind === 'withdrawalRefund') return pageHref('/withdrawaldetail', lang, { id: item.refId });
  if (item.kind === 'settlement') return pageHref('/incomedetail', lang, { id: item.refId });
  return null;
}

/** The bills island. */
export function GoldBill({ lang }: Props) {
  const brand = useBrand();
  const today = useBusinessToday();
  const [chosen, setChosen] = useState<DateRange | null>(null);
  const [tab, setTab] = useState<BillTab>('income');
  const range = chosen ?? (today ? lastDays(today, BILL_DEFAULT_DAYS) : null);
  const { load, forbidden } = usePagedCall(EARNINGS_ENDPOINTS.bills, { tab, start: range?.start ?? '', end: range?.end ?? '' });
  const locale = { locale: lang };

  if (forbidden) return <ForHosts lang={lang} />;
  if (!today || !range) return <Loading lang={lang} rows={4} />;

  const tabs = [
    { value: 'income', label: m['bills.income']({}, locale) },
    { value: 'consumption', label: m['bills.consumption']({}, locale) },
  ] as const;
  const income = tab === 'income';
  return (
    <PullToRefresh lang={lang}>
      {(refreshes) => (
        <>
          <RangeCard lang={lang} today={today} maxDays={BILL_RANGE_MAX_DAYS} value={range} onChange={setChosen} />
          <Tabs label={m['bills.tabsLabel']({}, locale)} tabs={tabs} value={tab} onChange={setTab}>
            <List
              lang={lang}
              load={load}
              reloadKey={`${tab} ${range.start} ${range.end} ${refreshes}`}
              itemKey={(item) => item.id}
              label={income ? m['bills.incomeList']({}, locale) : m['bills.consumptionList']({}, locale)}
              emptyText={income ? m['bills.emptyIncome']({}, locale) : m['bills.emptyConsumption']({}, locale)}
              renderItem={(item) => (
                <EarningsRow
                  href={recordHref(item, lang)}
                  title={KIND_NAMES[item.kind](lang)}
                  detail={formatDateTime(item.at, lang)}
                  amount={formatSignedBeans(item.amount, lang, brand)}
                  tone={item.amount > 0 ? 'plus' : 'minus'}
                />
              )}
            />
          </Tabs>
        </>
      )}
    </PullToRefresh>
  );
}

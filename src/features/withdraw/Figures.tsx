// The rows of label and value the withdraw screens show: an account, and what a withdrawal takes and pays.
import type { BoundAccountView } from '../../contract/withdraw.ts';
import { formatBeans, formatIdr } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Rows, type Row } from '../../ui/Rows.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { accountLine, bankName } from './labels.ts';

/** A bound account's rows: bank (bank cards), masked number, holder. */
export function accountRows(account: Pick<BoundAccountView, 'method' | 'bankCode' | 'accountMasked' | 'holderName'>, lang: Lang): Row[] {
  const locale = { locale: lang };
  return [
    ...(account.method === 'bank' ? [{ label: m['withdraw.label.bank']({}, locale), value: bankName(account.bankCode) }] : []),
    { label: m['withdraw.label.account']({}, locale), value: account.accountMasked },
    { label: m['withdraw.label.holder']({}, locale), value: account.holderName },
  ];
}

/** What a withdrawal takes and pays, and where to. */
export interface Quote {
  amount: number;
  fee: number;
  net: number;
}

/** Amount (beans), fee and net (rupiah, SPEC 9: 1 bean = 1 IDR), and optionally the account it goes to. */
export function QuoteRows({
  quote,
  account,
  lang,
}: {
  quote: Quote;
  account?: Parameters<typeof accountLine>[0] & { holderName: string };
  lang: Lang;
}) {
  const brand = useBrand();
  const locale = { locale: lang };
  const rows: Row[] = [
    { label: m['withdraw.label.amount']({}, locale), value: formatBeans(quote.amount, lang, brand) },
    { label: m['withdraw.label.fee']({}, locale), value: formatIdr(quote.fee, lang) },
    { label: m['withdraw.label.net']({}, locale), value: formatIdr(quote.net, lang) },
  ];
  if (account) rows.push({ label: m['withdraw.label.to']({}, locale), value: `${accountLine(account, lang)} · ${account.holderName}` });
  return <Rows rows={rows} />;
}

// A transfer's receipt: its id (copyable), when, from whom, to whom and how many coins. The form shows it after a
// transfer; the record screens open it from a row.
import type { TransferView } from '../../contract/resale.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Rows, type Row } from '../../ui/Rows.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { formatCoins } from './format-coins.ts';

interface Props {
  lang: Lang;
  transfer: TransferView;
  /** Rows after the transfer's own (the balance after it, on the form). */
  extra?: Row[];
}

/** The receipt rows with a copy button for the transfer id. */
export function Receipt({ lang, transfer, extra = [] }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const person = (nickname: string, id: string) => m['coin.person']({ nickname, id }, locale);
  return (
    <>
      <Rows
        rows={[
          {
            label: m['coin.receipt.id']({}, locale),
            value: (
              <span className="coin-copyable">
                <span>{transfer.id}</span>
                <CopyButton lang={lang} text={transfer.id} label={m['coin.receipt.copyId']({}, locale)} className="coin-copy" />
              </span>
            ),
          },
          { label: m['coin.receipt.time']({}, locale), value: formatDateTime(transfer.createdAt, lang) },
          { label: m['coin.receipt.from']({}, locale), value: person(transfer.fromNickname, transfer.fromUserId) },
          { label: m['coin.receipt.to']({}, locale), value: person(transfer.toNickname, transfer.toUserId) },
          { label: m['coin.receipt.amount']({}, locale), value: formatCoins(transfer.amount, lang, brand) },
          ...extra,
        ]}
      />
    </>
  );
}

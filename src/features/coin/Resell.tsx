// /resell: a coin dealer's balance and transfer to a user (SPEC 5, 6, 8); anyone else sees "for coin dealers".
import type { ReactNode } from 'react';
import { RESALE_ENDPOINTS } from '../../contract/resale.ts';
import type { Lang } from '../../lib/language.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { ForDealers } from './ForDealers.tsx';
import { TransferForm } from './TransferForm.tsx';
import type { TransferLabels } from './transfer-labels.ts';

interface Props {
  lang: Lang;
  /** The transfer form's fixed texts in the page's language (transfer-labels.ts). */
  labels: TransferLabels;
  /** The page's static parts for dealers (rules, links), shown once the account is known to be a dealer. */
  children?: ReactNode;
}

/** The resell island. */
export function Resell({ lang, labels, children }: Props) {
  const [overview, reload] = useApi(RESALE_ENDPOINTS.overview, {});
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForDealers lang={lang} />} rows={4} after={children}>
      {(data) => <TransferForm lang={lang} labels={labels} balance={data.balance} />}
    </Loaded>
  );
}

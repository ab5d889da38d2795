// /resell: a coin dealer's balance and transfer to a user (SPEC 5, 6, 8); anyone else sees "for coin dealers".
import type { ReactNode } from 'react';
import { RESALE_ENDPOINTS } from '../../contract/resale.ts';
import type { Lang } from '../../lib/language.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { ForDealers } from './ForDealers.tsx';
import { useDealerRole } from './dealer-role.ts';
import { TransferForm } from './TransferForm.tsx';

interface Props {
  lang: Lang;
  /** The page's static parts for dealers (rules, links), shown once the account is known to be a dealer. */
  children?: ReactNode;
}

/** The resell island. */
export function Resell({ lang, children }: Props) {
  const [overview, reload] = useApi(RESALE_ENDPOINTS.overview, {});
  useDealerRole(overview);
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForDealers lang={lang} />} rows={4} after={children}>
      {(data) => <TransferForm lang={lang} balance={data.balance} />}
    </Loaded>
  );
}

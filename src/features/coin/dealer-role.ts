// Which kind of dealer reads the page, for the static links under it (CoinLinks.astro): a sub-agent has no sub-agents,
// so the link to their records is hidden once the overview says who the reader is (issue 27.7).
import { useEffect } from 'react';
import type { Loadable } from '../../ui/use-api.ts';
import type { ResaleOverview } from '../../contract/resale.ts';

/** Marks the document while a sub-agent reads it (`data-sub-agent`), from the loaded overview. */
export function useDealerRole(overview: Loadable<ResaleOverview>): void {
  const isSubAgent = overview.state === 'ok' && overview.data.isSubAgent;
  useEffect(() => {
    document.documentElement.toggleAttribute('data-sub-agent', isSubAgent);
  }, [isSubAgent]);
}

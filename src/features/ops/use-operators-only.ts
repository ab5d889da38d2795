// The console is for operators only (issue 28): when its first call is refused for the account's role, the page is
// replaced by the not-found page, as for any address that is not a page; no queue data ever reached it.
import { useEffect } from 'react';
import { isForbidden } from '../../lib/api.ts';
import { goToNotFound } from '../../lib/not-found.ts';
import type { Loadable } from '../../ui/use-api.ts';

/** Sends anyone but an operator to the not-found page once `result` says so. */
export function useOperatorsOnly(result: Loadable<unknown>): void {
  const refused = result.state === 'error' && isForbidden(result.error);
  useEffect(() => {
    if (refused) goToNotFound();
  }, [refused]);
}

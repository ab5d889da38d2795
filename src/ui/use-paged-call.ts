// Loading the pages of a list for the infinite List, noting a `forbidden` answer so the screen can show who it is for
// ("for hosts", "for agency heads"…) instead of a failed list.
import { useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoints.ts';
import type { SignedValue } from '../contract/h5-crypto.ts';
import type { Page } from '../contract/paging.ts';
import { call, isForbidden } from '../lib/api.ts';

/** What a list screen needs: `load` for List, and whether the API said this user may not see the list. */
export interface PagedCall<E> {
  load: (cursor: string | null) => Promise<ResponseOf<E>>;
  forbidden: boolean;
}

/** Pages of `endpoint` with the fields of `body`, the cursor added from the second page on. */
export function usePagedCall<E extends Endpoint<unknown, Page<unknown>>>(
  endpoint: E,
  body: Omit<RequestOf<E>, 'cursor'> & Record<string, SignedValue>,
): PagedCall<E> {
  const [forbidden, setForbidden] = useState(false);
  const load = async (cursor: string | null) => {
    const fields = (cursor === null ? body : { ...body, cursor }) as RequestOf<E> & Record<string, SignedValue>;
    try {
      return await call(endpoint, fields);
    } catch (error) {
      if (isForbidden(error)) setForbidden(true);
      throw error;
    }
  };
  return { load, forbidden };
}

// Pages of an agency list for the infinite List, noting a `forbidden` answer so the screen shows who it is for instead
// of a failed list.
import { useState } from 'react';
import type { Endpoint, RequestOf, ResponseOf } from '../../contract/endpoints.ts';
import type { SignedValue } from '../../contract/h5-crypto.ts';
import type { Page } from '../../contract/paging.ts';
import { call, isForbidden } from '../../lib/api.ts';

/** `load` for List, and whether the API said this user may not see the list. */
export function usePages<E extends Endpoint<unknown, Page<unknown>>>(
  endpoint: E,
  body: Omit<RequestOf<E>, 'cursor'> & Record<string, SignedValue>,
): { load: (cursor: string | null) => Promise<ResponseOf<E>>; forbidden: boolean } {
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

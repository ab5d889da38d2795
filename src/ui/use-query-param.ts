// A query parameter as islands read it: unknown at build time and on the first render, so hydration matches
// (DESIGN 7), then the value in the address bar.
import { useEffect, useState } from 'react';

/** `name`'s value in the page's query once mounted: `undefined` before (build, hydration), `null` when absent. */
export function useQueryParam(name: string): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => setValue(new URLSearchParams(location.search).get(name)), [name]);
  return value;
}

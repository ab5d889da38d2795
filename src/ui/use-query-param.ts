// A query parameter as islands read it: unknown at build time and on the first render, so hydration matches
// (DESIGN 7), then the value in the address bar, read before the browser paints (a layout effect), so what depends on
// it never shows first without it and then moves (DESIGN 9: CLS 0).
import { useLayoutEffect, useState } from 'react';

/** `name`'s value in the page's query once mounted: `undefined` before (build, hydration), `null` when absent. */
export function useQueryParam(name: string): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useLayoutEffect(() => setValue(new URLSearchParams(location.search).get(name)), [name]);
  return value;
}

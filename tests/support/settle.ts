// Waiting until a page shows what its user reads, for the browser tests and `npm run shots`.
import type { Page } from 'playwright-core';

/**
 * Waits until every island has hydrated (but a `client:query` one the address does not ask for) and no skeleton is left. Islands below the fold hydrate when seen: while
 * waiting, the page is scrolled a screen at a time, round and round (content that arrives can bring more islands),
 * and back to the top once done.
 */
export async function settle(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { settleScrollY?: number };
      // A `client:query` island hydrates only when the address carries its parameter (src/lib/client-query.ts).
      const waiting = [...document.querySelectorAll('astro-island[ssr]')].some((island) => {
        if (island.getAttribute('client') !== 'query') return true;
        const value = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
        return typeof value === 'string' && new URLSearchParams(location.search).has(value);
      });
      if (!waiting && !document.querySelector('.ui-skeleton, [aria-busy="true"]')) {
        scrollTo(0, 0);
        delete state.settleScrollY;
        return true;
      }
      const y = state.settleScrollY ?? 0;
      scrollTo(0, y);
      state.settleScrollY = y + innerHeight >= document.documentElement.scrollHeight ? 0 : y + innerHeight;
      return false;
    },
    null,
    { polling: 'raf', ...(timeout === undefined ? {} : { timeout }) },
  );
}

// Waiting until a page shows what its user reads, for the browser tests and `npm run shots`.
import type { Page } from 'playwright-core';

/**
 * Waits until every island has hydrated and no skeleton is left. Islands below the fold hydrate when seen: while
 * waiting, the page is scrolled a screen at a time, round and round (content that arrives can bring more islands),
 * and back to the top once done.
 */
export async function settle(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { settleScrollY?: number };
      if (!document.querySelector('astro-island[ssr], .ui-skeleton, [aria-busy="true"]')) {
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

// Every event page in every language names coins and beans by the brand's labels: its texts write {coin} and {bean}
// (issue 26.3), and no page may show them as written, whether the kit or the folder's own Page.astro renders them.
import { LANGS } from '../../src/lib/language.ts';
import { ROUTES, expect, test } from './fixtures.ts';

test('no event page shows a {coin} or {bean} placeholder', async ({ request }) => {
  const events = ROUTES.filter((route) => route.event !== null);
  expect(events.length).toBeGreaterThan(10);
  for (const route of events) {
    for (const lang of LANGS) {
      const response = await request.get(`${route.path}?lang=${lang}`);
      expect(response.ok(), `${route.path} ${lang}`).toBe(true);
      expect((await response.text()).match(/\{(?:coin|bean)\}/g), `${route.path} ${lang}`).toBeNull();
    }
  }
});

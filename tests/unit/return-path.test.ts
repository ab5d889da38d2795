// The way back from the top-up page to a purchase (src/lib/return-path.ts, issue 27 item 2): only a path of this site.
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/lib/return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/attiremall?buy=frame-rose&days=30')).toBe('/attiremall?buy=frame-rose&days=30');
    expect(safeReturnPath('/id/buyVip?days=90')).toBe('/id/buyVip?days=90');
  });

  it('refuses anything that could leave the site or run as script', () => {
    for (const raw of ['//evil.example/x', '///evil.example', 'https://evil.example/attiremall', 'http:/evil.example', 'javascript:alert(1)', ' /attiremall', '/\\evil.example', '\\\\evil.example', '/attiremall\n', 'attiremall', '', null, undefined, `/${'a'.repeat(400)}`]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });
});

import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaffoldEvent } from '../../scripts/new-event.ts';

describe('npm run new:event', () => {
  it('scaffolds a routable event folder with its texts in four languages', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'events-'));
    scaffoldEvent(dir, 'ramadan2027', { auth: true });
    for (const file of ['event.ts', 'messages.ts', 'Page.astro']) expect(existsSync(join(dir, 'ramadan2027', file))).toBe(true);
    const { event } = (await import(join(dir, 'ramadan2027', 'event.ts'))) as { event: { routes: { path: string; auth: boolean }[] } };
    expect(event.routes).toEqual([{ path: '/ramadan2027', auth: true }]);
    const { messages } = (await import(join(dir, 'ramadan2027', 'messages.ts'))) as { messages: Record<string, { title: string }> };
    expect(Object.keys(messages).sort()).toEqual(['en', 'id', 'zh-cn', 'zh-tw']);
    expect(readFileSync(join(dir, 'ramadan2027', 'Page.astro'), 'utf8')).toContain("from './messages.ts'");
  });

  it('makes public events when asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'events-'));
    scaffoldEvent(dir, 'openday', { auth: false });
    const { event } = (await import(join(dir, 'openday', 'event.ts'))) as { event: { routes: { auth: boolean }[] } };
    expect(event.routes[0]?.auth).toBe(false);
  });

  it('refuses names that cannot be a path and folders that exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'events-'));
    for (const bad of ['', 'A', '1pk', 'pk/../x', 'pk 1', 'pk.html']) expect(() => scaffoldEvent(dir, bad, { auth: true })).toThrow();
    scaffoldEvent(dir, 'pk1', { auth: true });
    expect(() => scaffoldEvent(dir, 'pk1', { auth: true })).toThrow(/already exists/);
  });
});

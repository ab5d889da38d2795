import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventConfigProblems, type EventConfig } from '../../src/domain/events.ts';
import { loadEvents } from '../../server/events/folders.ts';
import { scaffoldEvent } from '../../scripts/new-event.ts';

describe('npm run new:event', () => {
  it('scaffolds a sound event folder with its texts in four languages, which the server loads as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'events-'));
    scaffoldEvent(dir, 'ramadan2027', { auth: true });
    for (const file of ['event.ts', 'messages.ts', 'Page.astro']) expect(existsSync(join(dir, 'ramadan2027', file))).toBe(true);
    const { event } = (await import(join(dir, 'ramadan2027', 'event.ts'))) as { event: EventConfig & { routes: { path: string; auth: boolean }[] } };
    expect(event.routes).toEqual([{ path: '/ramadan2027', auth: true }]);
    expect(eventConfigProblems(event)).toEqual([]);
    expect(loadEvents(dir).get('ramadan2027')?.metric).toBe(event.metric);
    const { messages } = (await import(join(dir, 'ramadan2027', 'messages.ts'))) as { messages: Record<string, { title: string; intro: string; rules: string }> };
    expect(Object.keys(messages).sort()).toEqual(['en', 'id', 'zh-cn', 'zh-tw']);
    for (const texts of Object.values(messages)) for (const key of ['title', 'intro', 'rules'] as const) expect(texts[key].trim()).not.toBe('');
    const page = readFileSync(join(dir, 'ramadan2027', 'Page.astro'), 'utf8');
    expect(page).toContain("from './messages.ts'");
    expect(page).toContain('<EventBody');
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

  it('has every event folder of the repository sound', () => {
    const events = loadEvents();
    expect(events.size).toBeGreaterThanOrEqual(17);
    for (const event of events.values()) expect(eventConfigProblems(event), event.name).toEqual([]);
  });
});

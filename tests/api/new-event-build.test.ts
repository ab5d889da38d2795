// Marketing's path for a one-off event (issue 17, README "Events"): `npm run new:event NAME` scaffolds a folder that
// builds into a working page whose board the server answers; deleting the folder removes both. Run on a copy of the
// checkout (its node_modules linked), so the repository's own src/events and dist stay as they are.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS } from '../../src/contract/events.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { startServer } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
/** What `astro build` and the server read; node_modules is linked, the compiled messages come along with src. */
const COPIED = ['src', 'public', 'server', 'scripts', 'i18n', 'project.inlang', 'package.json', 'astro.config.mjs', 'tsconfig.json'];
const NAME = 'launchweek';

/** Runs a command of the checkout in `cwd`; fails the test with its output when it fails. */
function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  expect(result.status, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0);
}

/** The board of `event` as the server answers it, without a session (a public event). */
async function board(base: string, event: string): Promise<{ code: number }> {
  const res = await fetch(`${base}${EVENT_ENDPOINTS.board.path}`, { method: 'POST', body: new URLSearchParams({ event }) });
  return (await res.json()) as { code: number };
}

describe('npm run new:event, built and removed', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const server of servers) server.kill();
  });

  it('makes a page that builds and opens with its board, and is gone once its folder is deleted', { timeout: 240_000 }, async () => {
    expect(existsSync(join(ROOT, 'src', 'paraglide')), 'compile the messages first (npm run i18n)').toBe(true);
    const copy = mkdtempSync(join(tmpdir(), 'new-event-'));
    for (const entry of COPIED) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');

    run(copy, process.execPath, ['scripts/new-event.ts', NAME, '--public']);
    expect(readFileSync(join(copy, 'src', 'events', NAME, 'messages.ts'), 'utf8')).toContain(`title: '${NAME}'`);
    run(copy, process.execPath, [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']);
    expect(existsSync(join(copy, 'dist', `${NAME}.html`))).toBe(true);

    const base = await startServer(join(copy, 'with-event.sqlite'), servers, { cwd: copy });
    const page = await fetch(`${base}/${NAME}?lang=en`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${NAME}`);
    expect(html).toContain('Spend coins this week and the top ten win coins.');
    expect((await board(base, NAME)).code).toBe(0);

    rmSync(join(copy, 'src', 'events', NAME), { recursive: true });
    run(copy, process.execPath, [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']);
    expect(existsSync(join(copy, 'dist', `${NAME}.html`))).toBe(false);
    const after = await startServer(join(copy, 'without-event.sqlite'), servers, { cwd: copy });
    expect((await fetch(`${after}/${NAME}?lang=en`)).status).toBe(404);
    expect((await board(after, NAME)).code).toBe(ERROR_CODES['event.notFound']);
    rmSync(copy, { recursive: true, force: true });
  });
});

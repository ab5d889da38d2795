import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSecurityHeaderFiles } from '../../server/http/security-headers.ts';
import { docBlock } from '../support/docs.ts';
import { freePort } from './helpers.ts';

const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0;

/** A tiny built site: each page says which variant it is; the headers are written as the build writes them. */
function fixtureDist(dir: string): Record<string, string> {
  for (const prefix of ['', '/id', '/zh-cn', '/zh-tw']) {
    for (const page of ['/mall', '/login', '/404', '/marble/rule']) {
      const file = join(dir, `${prefix}${page}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `page ${prefix || '/en'}${page}`);
    }
  }
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/app.abc.js'), 'console.log(1)');
  return writeSecurityHeaderFiles(dir, '');
}

// nginx is not part of the project's toolchain: this test runs where nginx is installed and says so otherwise.
describe.skipIf(!hasNginx)('the nginx configuration of docs/deploy.md', () => {
  let nginx: ChildProcess;
  let base = '';
  let pageHeaders: Record<string, string> = {};

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
    const dist = join(dir, 'dist');
    pageHeaders = fixtureDist(dist);
    const site = docBlock('deploy.md', 'nginx').replace('listen 8080;', `listen 127.0.0.1:${port};`).replaceAll('/srv/h5/dist', dist);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ${temp} types { text/html html; application/javascript js; } ${site} }`,
    );
    nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}; see ${dir}/error.log`);
      try {
        await fetch(`${base}/mall`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(() => {
    nginx?.kill();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers });
    return { status: res.status, body: await res.text(), vary: res.headers.get('vary') };
  };

  it('serves unprefixed pages by query, then cookie, then en', async () => {
    expect((await get('/mall')).body).toBe('page /en/mall');
    expect((await get('/mall?lang=id', { cookie: 'lang=zh-tw' })).body).toBe('page /id/mall');
    expect((await get('/mall?language=ZH_cn')).body).toBe('page /zh-cn/mall');
    expect((await get('/mall', { cookie: 'x=1; lang=zh-tw' })).body).toBe('page /zh-tw/mall');
    expect((await get('/mall?lang=fr', { cookie: 'lang=id' })).body).toBe('page /en/mall');
    expect((await get('/mall')).vary).toBe('Cookie');
  });

  it('serves /login by Accept-Language', async () => {
    expect((await get('/login?lang=zh-cn', { 'accept-language': 'id-ID,id;q=0.9' })).body).toBe('page /id/login');
    expect((await get('/login', { 'accept-language': 'zh-HK' })).body).toBe('page /zh-tw/login');
    expect((await get('/login', { 'accept-language': 'fr' })).body).toBe('page /en/login');
  });

  it('serves prefixed pages as they are and 404 pages in the right language', async () => {
    expect((await get('/zh-tw/marble/rule', { cookie: 'lang=id' })).body).toBe('page /zh-tw/marble/rule');
    expect(await get('/nope?lang=id')).toMatchObject({ status: 404, body: 'page /id/404' });
    expect(await get('/zh-cn/nope')).toMatchObject({ status: 404, body: 'page /zh-cn/404' });
  });

  it('sends the security headers the build wrote with every page, the 404 page included, and nosniff on assets', async () => {
    for (const path of ['/mall', '/id/mall', '/login', '/nope?lang=id', '/zh-cn/nope']) {
      const res = await fetch(base + path);
      for (const [name, value] of Object.entries(pageHeaders)) expect(res.headers.get(name), `${name} of ${path}`).toBe(value);
    }
    expect(pageHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect((await fetch(`${base}/_astro/app.abc.js`)).headers.get('x-content-type-options')).toBe('nosniff');
  });
});

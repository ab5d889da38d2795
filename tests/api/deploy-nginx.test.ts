import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docBlock } from '../support/docs.ts';
import { freePort } from './helpers.ts';

const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0;

/** A tiny built site: each page says which variant it is. */
function fixtureDist(dir: string): void {
  for (const prefix of ['', '/id', '/zh-cn', '/zh-tw']) {
    for (const page of ['/mall', '/login', '/404', '/marble/rule']) {
      const file = join(dir, `${prefix}${page}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `page ${prefix || '/en'}${page}`);
    }
  }
}

// nginx is not part of the project's toolchain: this test runs where nginx is installed and says so otherwise.
describe.skipIf(!hasNginx)('the nginx configuration of docs/deploy.md', () => {
  let nginx: ChildProcess;
  let base = '';

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
    const dist = join(dir, 'dist');
    fixtureDist(dist);
    const site = docBlock('deploy.md', 'nginx').replace('listen 8080;', `listen 127.0.0.1:${port};`).replace('/srv/h5/dist', dist);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join(' ');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ${temp} types { text/html html; } ${site} }`,
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
});

// Starts the reference server: PORT (default 4321), HOST (default 127.0.0.1); serves dist/ built beforehand.
import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';

const DEFAULT_PORT = 4321;
const port = Number(process.env['PORT'] ?? DEFAULT_PORT);
const hostname = process.env['HOST'] ?? '127.0.0.1';
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** Pages worth opening first, with the language each shows. */
const SAMPLE_PAGES = ['/mall', '/mall?lang=id', '/mall?lang=zh-cn', '/withdrawcash?lang=zh-tw', '/login', '/pk0807'];

const server = serve({ fetch: createApp({ distDir }).fetch, port, hostname }, (info) => {
  const host = hostname === '127.0.0.1' || hostname === '0.0.0.0' ? 'localhost' : hostname;
  const base = `http://${host}:${info.port}`;
  console.log(`Serving ${distDir} on ${base}`);
  for (const page of SAMPLE_PAGES) console.log(`  ${base}${page}`);
  console.log(`  every route: ${base}/route-manifest.json`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}

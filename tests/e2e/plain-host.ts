// A plain static host for browser tests: serves dist/ files exactly as they are (`/x` -> `x.html`), no language rule,
// like a bucket or a simple CDN without edge rules.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../../dist');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const candidates = extname(pathname) ? [pathname] : [`${pathname}.html`];
  for (const candidate of candidates) {
    const file = resolve(join(root, candidate));
    if (file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
      return;
    }
  }
  res.writeHead(404, { 'Content-Type': TYPES['.html'] });
  createReadStream(join(root, '404.html')).pipe(res);
}).listen(Number(process.env['PORT'] ?? 4391), '127.0.0.1');

// Where the login page goes after signing in: a path on this site only (never another origin), and never the login
// page itself. Shared by the login island and its tests.

/** Characters a path and query of our own pages use; anything else (a backslash, a colon, a space) is refused. */
const SAFE_PATH = /^\/[A-Za-z0-9\-._~/?=&%]*$/;

/** `raw` when it is a same-origin path (`/mall?lang=id`), else null: `//evil.example`, `https://…`, `/\evil` are refused. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 300) return null;
  if (!SAFE_PATH.test(raw) || raw.startsWith('//')) return null;
  const path = raw.split('?')[0] ?? '';
  if (/\/login(\.html)?$/.test(path) || path.includes('..')) return null;
  return raw;
}

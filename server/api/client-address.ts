// Where a request came from, for the throttles of server/services/rate-limit.ts.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket's address, or with `trustProxy` the address the proxy in front appended. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

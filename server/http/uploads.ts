// Serves stored images (DESIGN 11) with their checked type, nosniff and a policy that runs nothing.
import { Hono } from 'hono';
import type { Db } from '../db/database.ts';
import { UPLOADS_PREFIX, uploadById } from '../services/uploads.ts';

/** GET /uploads/<id>: the stored bytes with their checked type; nothing else under that path. */
export function uploadsApp(db: Db) {
  return new Hono().get(`${UPLOADS_PREFIX}:id`, (c) => {
    const row = uploadById(db, c.req.param('id'));
    if (!row) return c.body(null, 404);
    return c.body(new Uint8Array(row.bytes), 200, {
      'Content-Type': row.content_type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      // The id is random and the bytes never change.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });
}

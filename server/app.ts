// The reference server: one Hono app serving the built site (and, as areas land, the API under /api).
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { siteApp } from './site.ts';

/** Where the app finds what it serves. */
export interface AppOptions {
  /** The built site (dist/). */
  distDir: string;
}

/** Builds the app; tests call `createApp(...).request()` with no network. */
export function createApp(options: AppOptions) {
  return new Hono().use(compress()).route('/', siteApp(options.distDir));
}

/** The app's type, for typed clients and tests. */
export type AppType = ReturnType<typeof createApp>;

// dist/route-manifest.json: every route with its titles per language. Browser tests read it, and operators can
// generate CDN rules from it (docs/deploy.md).
import type { APIRoute } from 'astro';
import { LANGS } from '../lib/language.ts';
import { routeTitle } from '../lib/route-title.ts';
import { ROUTES, isEventRoute } from '../routes.ts';

export const GET: APIRoute = () =>
  Response.json(
    ROUTES.map((route) => ({
      path: route.path,
      name: route.name,
      auth: route.auth,
      keepAlive: 'keepAlive' in route && route.keepAlive === true,
      section: route.section,
      event: isEventRoute(route) ? route.event : null,
      titles: Object.fromEntries(LANGS.map((lang) => [lang, routeTitle(route, lang)])),
    })),
  );

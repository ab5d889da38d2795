// The site's own client directive (astro.config.mjs, src/lib/client-query.ts), typed for .astro files.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the address carries this query parameter. */
    'client:query'?: string;
  }
}

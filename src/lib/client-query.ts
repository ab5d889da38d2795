// The `client:query="name"` directive (astro.config.mjs): the island loads and hydrates only when the page's address
// carries the query parameter `name`, so a page that is static for most visitors (/download without an inviter)
// requests no script at all.
import type { ClientDirective } from 'astro';

const clientQuery: ClientDirective = (load, options) => {
  const name = typeof options.value === 'string' ? options.value : '';
  if (!name || !new URLSearchParams(location.search).has(name)) return;
  void load().then((hydrate) => hydrate());
};

export default clientQuery;

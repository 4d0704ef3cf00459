/** Route paths: the sitemap's canonical routes and the `--routes` option. */

/** `/a/b/` → `/a/b`, `a` → `/a`, `/` stays `/`. */
export function normalizeRoute(route: string): string {
  const path = route.startsWith('/') ? route : `/${route}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The URL paths of the routes in a sitemap (any origin, e.g. https://solvara.example/…), in its order. */
export function sitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'));
    return normalizeRoute(url.pathname) + url.search;
  });
}

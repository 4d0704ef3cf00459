import { useLoaderData } from '@tanstack/react-router';
import { site } from '../content/site';
import type { PagesPage } from '../content/types';
import { shareCardPath, shareCardSize } from './share-card';

export type Page = PagesPage;

/**
 * A page's words come to it as its route's loader data. The prerendered HTML carries each page's own entry
 * (dehydrated with the router state), so hydration needs no content module; on a client-side navigation the
 * loader fetches content/pages in a chunk of its own. Every page's words in every page's JavaScript would cost
 * about 2 kB gzip on every first load.
 */
async function loadPage(path: string): Promise<Page> {
  const { pages } = await import('../content/pages');
  const page = pages.pages[path];
  if (!page) throw new Error(`content/pages.yaml has no entry for ${path}`);
  return page;
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '/' : path}`;
}

export function documentTitle(title: string): string {
  return site.titleTemplate.replace('{title}', title);
}

/** Head tags for a page: title, description, canonical link, Open Graph and the share card. */
export function pageHead(path: string, page: Page | undefined) {
  if (!page) return {};
  const title = documentTitle(page.title);
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: absoluteUrl(path) },
      { property: 'og:image', content: `${site.url}${shareCardPath(path)}` },
      { property: 'og:image:width', content: String(shareCardSize.width) },
      { property: 'og:image:height', content: String(shareCardSize.height) },
      { property: 'og:image:alt', content: `${page.title}, ${site.name}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: absoluteUrl(path) }],
  };
}

/**
 * The route options of a page whose content is the entry for `path` in content/pages.yaml (for an alias such as
 * …/overview, the canonical path): `createFileRoute('/x')({ ...pageRoute('/x'), component })`.
 */
export function pageRoute(path: string) {
  return {
    loader: () => loadPage(path),
    head: ({ loaderData }: { loaderData?: Page }) => pageHead(path, loaderData),
  };
}

/** The current page's words, inside a component of a route made with pageRoute. */
export function usePage(): Page {
  return useLoaderData({ strict: false }) as Page;
}

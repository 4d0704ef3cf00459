import { pages } from '../content/pages';
import { site } from '../content/site';
import { shareCardPath, shareCardSize } from './share-card';

export type Page = NonNullable<(typeof pages.pages)[string]>;

/** The content of the page at `path`. The content build guarantees every route has one. */
export function getPage(path: string): Page {
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

/** Route `head` for a page: title, description, canonical link and Open Graph tags. */
export function pageHead(path: string) {
  const page = getPage(path);
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

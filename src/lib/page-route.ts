import { fill } from './fill';
import { site } from './shell-content';
import type { Page } from '../content/types';
import type { RoutedPage } from './links';
import { shareCardPath, shareCardSize } from './share-card';

/**
 * What every page's route loader returns: the page's canonical address, its words, and its own content beside them.
 * It is how a page's own content reaches it (docs/architecture.md lists the other ways and why): the prerendered
 * HTML carries it (dehydrated with the router state), so hydration needs no content module, and on a client-side
 * navigation the loader imports the content in chunks of its own. First-load JavaScript carries the page's code,
 * never its text.
 */
export interface PageData {
  path: string;
  page: Page;
}

/**
 * The entry for `path` in content/pages.yaml, in a chunk of its own: if every page's script carried every page's
 * words, each would grow with the site.
 */
export async function loadPage(path: string): Promise<Page> {
  const { pages } = await import('../content/pages');
  const page = pages.pages[path];
  if (!page) throw new Error(`content/pages.yaml has no entry for ${path}`);
  return page;
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path}`;
}

export function documentTitle(title: string): string {
  return fill(site.titleTemplate, { title });
}

/** Every page's head, from its loader data: title, description, canonical link, Open Graph and the share card. */
export function pageHead({ loaderData }: { loaderData?: PageData }) {
  if (!loaderData) return {};
  const { path, page } = loaderData;
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

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer Whole) => void ? Whole : never;

/**
 * A page's own content files, imported side by side (each a chunk of its own) and merged into one object of their
 * exports: `importContent(import('../content/careers'), import('../content/values'))` is `{ careers, values }`.
 */
export async function importContent<Modules extends ReadonlyArray<Promise<object>>>(...modules: Modules): Promise<Intersection<Awaited<Modules[number]>>> {
  return Object.assign({}, ...(await Promise.all(modules))) as Intersection<Awaited<Modules[number]>>;
}

/**
 * The loader and head of a page listed in content/pages.yaml, with `loadContent` importing the page's own content
 * (importContent): `createFileRoute('/x')({ ...pageRoute('/x', () => importContent(import('…'))), component })`,
 * and the component passes `Route.useLoaderData()` to the page as its props.
 */
export function pageRoute<Content extends object = object>(path: RoutedPage, loadContent?: () => Promise<Content>) {
  return {
    loader: async (): Promise<PageData & Content> => {
      const [page, content] = await Promise.all([loadPage(path), loadContent?.() ?? ({} as Content)]);
      return { ...content, path, page };
    },
    head: pageHead,
  };
}

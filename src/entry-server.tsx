import type { ServerManifest } from '@tanstack/router-core';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { forms } from './content/forms';
import { library } from './content/library';
import { navigation } from './content/navigation';
import { redirects } from './content/redirects';
import { site } from './content/site';
import { productOfPath, products } from './lib/products';
import { resources } from './content/resources';
import { libraryFeedPath, libraryPath, resourceKinds, resourcePath, type ResourceType } from './lib/resource-kinds';
import { shareCardPath } from './lib/share-card';
import { allPages, productEntries, shareCardEyebrow, type ProductEntry } from './lib/site-pages';
import { breadcrumbs, faqPage, libraryEntry, organization } from './lib/structured-data';
import { createAppRouter } from './router';
import { loadEntry } from './routes/research-and-resources/-library';
import { palette } from './styles/palette';

// The loader comes from this build so that its source is the code as written (see moduleLoaderSource).
export { withModuleLoader } from './client/module-loader';

/** What a route's loader returned for the page: its address, its words and its own content (none on the not-found page). */
type LoaderData = ReturnType<typeof createAppRouter>['state']['matches'][number]['loaderData'];

export interface RenderedPage {
  status: number;
  html: string;
  /** The loader data of the page's route, the content the page was rendered from. */
  loaderData: LoaderData;
}

/** Renders one path of the site to a complete HTML document, as the prerender script writes it to disk. */
export async function renderPage(path: string, manifest: ServerManifest): Promise<RenderedPage> {
  const request = new Request(new URL(path, 'http://localhost'));
  const handle = createRequestHandler({
    createRouter: createAppRouter,
    request,
    getRouterManifest: () => manifest,
  });
  let loaderData: LoaderData;
  const response = await handle((context) => {
    loaderData = context.router.state.matches.at(-1)?.loaderData;
    return defaultRenderHandler(context);
  });
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`, loaderData };
}

/**
 * Every route the router knows, with the paths it is served at, so the prerender script cannot miss one: a product
 * route once per file in content/products/, a form's confirmation page once per form of content/forms.yaml, the
 * research library's listing once per type and its entry route once per file in content/resources/.
 */
export function routes(): Array<{ id: string; path: string }> {
  return Object.values(createAppRouter().routesById)
    .filter((route) => !route.isRoot)
    .flatMap((route) => {
      const path = route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '');
      if (path.includes('$product')) return products.map((product) => ({ id: route.id, path: path.replace('$product', product.slug) }));
      if (path.includes('$form')) return forms.forms.map((form) => ({ id: route.id, path: path.replace('$form', form.id) }));
      if (path.includes('$resource')) {
        return resources.map((entry) => ({ id: route.id, path: resourcePath({ type: entry.type as ResourceType, slug: entry.slug }) }));
      }
      if (path.includes('$kind')) return Object.values(resourceKinds).map((kind) => ({ id: route.id, path: path.replace('$kind', kind) }));
      if (path.includes('$')) throw new Error(`The route ${route.id} has a parameter that no content collection fills`);
      return [{ id: route.id, path }];
    });
}

/** The old addresses of the products' pages (`formerAddresses` in their files), then those of redirects.yaml. */
function allRedirects(entries: readonly ProductEntry[]): Array<{ from: string; to: string }> {
  const fromProducts = entries.flatMap(({ product, entry }) => [
    ...(entry.formerAddresses?.overview ?? []).map((from) => ({ from, to: product.overview })),
    ...(entry.formerAddresses?.features ?? []).map((from) => ({ from, to: product.features })),
  ]);
  return [...fromProducts, ...redirects.redirects];
}

/** Every entry of the research library as its page's loader has it: the whole entry, its address and who signed it. */
function libraryEntries() {
  return Promise.all(resources.map((entry) => loadEntry(resourceKinds[entry.type as ResourceType], entry.slug)));
}

/** What the static export needs from content: the canonical pages, the redirects, share cards, JSON-LD and the feed. */
export async function exportContent() {
  const [entries, libraryPages] = await Promise.all([productEntries(), libraryEntries()]);
  const canonical = allPages(entries);
  const home = navigation.items.find((item) => 'href' in item && item.href === '/')?.label ?? site.name;
  const libraryPage = canonical[libraryPath];
  if (!libraryPage) throw new Error(`content/pages.yaml has no entry for ${libraryPath}, the feed's subtitle`);
  return {
    siteUrl: site.url,
    siteName: site.name,
    themeColor: palette.primary,
    canonicalPaths: Object.keys(canonical),
    /** The day each library entry last changed (its `updated`, else `published`), for the sitemap. */
    contentDates: Object.fromEntries(libraryPages.map(({ path, entry }) => [path, entry.updated ?? entry.published])),
    redirects: allRedirects(entries),
    redirectPage: redirects.page,
    shareCards: Object.entries(canonical).map(([path, page]) => {
      const product = productOfPath(path);
      return { path, title: page.title, description: page.description, eyebrow: shareCardEyebrow(path), ...(product ? { image: product.image } : {}) };
    }),
    /** The research library's Atom feed (scripts/export/feed.ts): every entry, with the type's name as its category. */
    feed: {
      path: libraryFeedPath,
      alternate: libraryPath,
      title: site.feed.title,
      subtitle: libraryPage.description,
      author: { name: site.legalName, uri: `${site.url}/` },
      entries: libraryPages.map(({ path, entry, authors }) => ({
        path,
        title: entry.title,
        summary: entry.summary,
        published: entry.published,
        ...(entry.updated ? { updated: entry.updated } : {}),
        category: { term: entry.type, label: library.kinds[entry.type].singular },
        authors: authors.map((person) => person.name),
      })),
    },
    /**
     * Schema.org objects for a rendered page: the organization, the breadcrumbs of a canonical page (aliases and the
     * not-found page have none), an FAQPage for the page whose content holds the FAQ's questions, and a library
     * entry's own object by its type (an Article, a Dataset, …) from the entry its loader brought.
     */
    structuredData({ path, loaderData }: { path: string; loaderData: LoaderData }): Array<Record<string, unknown>> {
      const trail = canonical[path] ? breadcrumbs(path, canonical, site, home) : undefined;
      const faqs = loaderData && 'faq' in loaderData ? [faqPage(loaderData.faq)] : [];
      const entry = loaderData && 'entry' in loaderData && 'authors' in loaderData ? [libraryEntry(loaderData, site, `${site.url}${shareCardPath(path)}`)] : [];
      return [organization(site), ...(trail ? [trail] : []), ...faqs, ...entry];
    },
  };
}

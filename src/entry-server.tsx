import type { ServerManifest } from '@tanstack/router-core';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { navigation } from './content/navigation';
import { pages } from './content/pages';
import { products } from './content/products';
import { redirects } from './content/redirects';
import { site } from './content/site';
import { breadcrumbs, faqPage, organization, productOf } from './lib/structured-data';
import { faq } from './content/faq';
import { createAppRouter } from './router';
import { palette } from './styles/palette';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Renders one path of the site to a complete HTML document, as the prerender script writes it to disk. */
export async function renderPage(path: string, manifest: ServerManifest): Promise<RenderedPage> {
  const request = new Request(new URL(path, 'http://localhost'));
  const handle = createRequestHandler({
    createRouter: createAppRouter,
    request,
    getRouterManifest: () => manifest,
  });
  const response = await handle(defaultRenderHandler);
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
}

/** Every route the router knows, with the path it is served at, so the prerender script cannot miss one. */
export function routes(): Array<{ id: string; path: string }> {
  return Object.values(createAppRouter().routesById)
    .filter((route) => !route.isRoot)
    .map((route) => ({ id: route.id, path: route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '') }));
}

/** The page whose questions are marked up as an FAQPage for search engines. */
const faqPath = '/contact-us-and-support/faqs';

/** What the static export needs from content: the canonical pages, the redirects, share cards and JSON-LD. */
export const content = {
  siteUrl: site.url,
  siteName: site.name,
  themeColor: palette.primary,
  canonicalPaths: Object.keys(pages.pages),
  redirects: redirects.redirects,
  redirectPage: redirects.page,
  shareCards: Object.entries(pages.pages).map(([path, page]) => {
    const product = productOf(path, products.products);
    return { path, title: page.title, description: page.description, eyebrow: product?.name ?? site.legalName, ...(product ? { image: product.image } : {}) };
  }),
  /** Schema.org objects for the page at a canonical path (aliases and the not-found page get the organization only). */
  structuredData(path: string): Array<Record<string, unknown>> {
    const home = navigation.items.find((item) => 'href' in item && item.href === '/')?.label ?? site.name;
    const trail = pages.pages[path] ? breadcrumbs(path, pages.pages, site, home) : undefined;
    const faqs = path === faqPath ? [faqPage(faq)] : [];
    return [organization(site), ...(trail ? [trail] : []), ...faqs];
  },
};

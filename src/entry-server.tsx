import type { ServerManifest } from '@tanstack/router-core';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { pages } from './content/pages';
import { redirects } from './content/redirects';
import { site } from './content/site';
import { createAppRouter } from './router';

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

/** What the static export needs from content: the canonical pages for the sitemap and the redirects. */
export const content = {
  siteUrl: site.url,
  canonicalPaths: Object.keys(pages.pages),
  redirects: redirects.redirects,
  redirectPage: redirects.page,
};

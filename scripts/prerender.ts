/**
 * Static export: renders every route of the SSR build into dist/<path>.html, plus 404.html,
 * the redirect pages, sitemap.xml, robots.txt, _headers (each page's CSP with the hashes of its inline
 * scripts) and _redirects. Run after `vite build` (client) and `vite build --ssr` (server).
 *
 * `<path>.html`, not `<path>/index.html`: Cloudflare Pages (and Netlify) serve `/about-us/careers.html` at
 * `/about-us/careers` directly, while a folder's index.html is served at `/about-us/careers/`, so every canonical
 * address would answer with a redirect to the slash first.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import { findBrokenLinks, formatBrokenLink } from './lib/check-links';
import { withCspOrigins } from './lib/csp-origins';
import type { ModuleLoad } from '../src/client/module-loader';
import { headersFile, type PagePolicy } from './export/headers';
import { iconLinks, writeIcons } from './export/icons';
import { type ShareCard, writeShareCards } from './export/share-cards';
import { jsonLdScript } from '../src/lib/structured-data';
import { redirectNoticeClass } from '../src/styles/redirect-notice';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

interface RedirectPageText {
  title: string;
  heading: string;
  text: string;
}

interface ServerEntry {
  renderPage(path: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
  routes(): Array<{ id: string; path: string }>;
  withModuleLoader(html: string, load: ModuleLoad): string;
  exportContent(): Promise<{
    siteUrl: string;
    siteName: string;
    themeColor: string;
    canonicalPaths: string[];
    shareCards: ShareCard[];
    structuredData(path: string): Array<Record<string, unknown>>;
    redirects: Array<{ from: string; to: string }>;
    redirectPage: RedirectPageText;
  }>;
}

const asUrl = (file: string) => `/${file}`;

/**
 * The chunk `key` and every chunk it imports statically, each after the chunks it imports: the order they
 * evaluate in (a chunk in an import cycle comes after the chunks it reaches first).
 */
function staticClosure(manifest: ViteManifest, key: string, done = new Set<string>(), entered = new Set<string>()): Set<string> {
  if (entered.has(key)) return done;
  entered.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, done, entered);
  done.add(key);
  return done;
}

/** src/routes/about-us/careers.tsx for /about-us/careers; index.tsx for ids ending in a slash. */
function routeFileForId(routeId: string): string {
  if (routeId === '/') return 'src/routes/index.tsx';
  return routeId.endsWith('/') ? `src/routes${routeId}index.tsx` : `src/routes${routeId}.tsx`;
}

interface ScriptPlan {
  /** What the router renders: the stylesheet only. Scripts are not its business here (see src/client/module-loader.ts). */
  serverManifest: ServerManifest;
  /** The entry and every chunk a route needs at once; the not-found page needs the entry's closure alone. */
  loadFor(routeId: string | undefined): ModuleLoad;
}

/**
 * The stylesheet goes into TanStack Router's server manifest; the scripts do not, since the router would request
 * them from <head> and <body>. Instead each page gets the module loader with its entry and its route's chunks.
 * On client-side navigations Vite's dynamic-import preloading fetches a route's chunks and their imports together.
 */
function planScripts(manifest: ViteManifest): ScriptPlan {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('dist/.vite/manifest.json has no entry chunk');
  const entryClosure = staticClosure(manifest, entryKey);
  const css = [...new Set(Object.values(manifest).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])]))];
  const entryModules = [...entryClosure].filter((key) => key !== entryKey);
  return {
    serverManifest: { routes: { __root__: { css: css.map(asUrl) } } },
    loadFor(routeId) {
      const modules = new Set(entryModules);
      if (routeId !== undefined) {
        const file = routeFileForId(routeId);
        const chunkKeys = Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`));
        if (chunkKeys.length === 0) throw new Error(`No chunk in the client build for route ${routeId} (${file})`);
        for (const key of chunkKeys) for (const dep of staticClosure(manifest, key)) if (!entryClosure.has(dep)) modules.add(dep);
      }
      return { entry: asUrl(manifest[entryKey]!.file), modules: [...modules].map((key) => asUrl(manifest[key]!.file)) };
    },
  };
}

// Inline scripts that run; data blocks (type="application/ld+json") are not scripts to the CSP.
const inlineScriptPattern = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const inlineStylePattern = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256Source = (body: string | undefined) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)].map(([, body]) => sha256Source(body));
}

/** The page's own <style> elements (React Aria's press rule, src/routes/__root.tsx), allowed by hash. */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(inlineStylePattern)].map(([, body]) => sha256Source(body));
}

/**
 * Directives that also work from a <meta> tag; frame-ancestors only works as a header. No inline style but by hash:
 * style attributes that React sets from script are not markup, and the browser allows them.
 */
function contentSecurityPolicy(scriptHashes: string[], styleHashes: string[]): string {
  return withCspOrigins([
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(' ')}`.trim(),
    `style-src 'self' ${[...new Set(styleHashes)].join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ]).join('; ');
}

function withCspMeta(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

/** JSON-LD and the app-icon links, at the end of <head>: static per page, so they cost no JavaScript. */
function withHeadExtras(html: string, structuredData: Array<Record<string, unknown>>): string {
  const extras = `${iconLinks}${structuredData.map(jsonLdScript).join('')}`;
  return html.replace('</head>', `${extras}</head>`);
}

/** The date of the last commit, or today when this is not a git checkout. */
function lastModified(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

function outputFile(path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, `${path.slice(1)}.html`);
}

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function redirectPage(to: string, siteUrl: string, stylesheets: string[], words: RedirectPageText): string {
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>
<body>
<main class="${redirectNoticeClass}">
<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.text)} <a href="${target}">${target}</a>.</p>
</main>
</body>
</html>
`;
}

async function main() {
  const started = performance.now();
  const viteManifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const { serverManifest, loadFor } = planScripts(viteManifest);
  const stylesheets = serverManifest.routes.__root__?.css?.map(String) ?? [];

  const content = await server.exportContent();
  const policies: PagePolicy[] = [];
  const routes = server.routes();
  for (const { id, path } of routes) {
    const rendered = await server.renderPage(path, serverManifest);
    if (rendered.status !== 200) throw new Error(`Rendering ${path} returned status ${rendered.status}`);
    const html = server.withModuleLoader(withHeadExtras(rendered.html, content.structuredData(path)), loadFor(id));
    const csp = contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html));
    policies.push({ path, csp });
    await write(outputFile(path), withCspMeta(html, csp));
  }

  // Any path no route matches renders the not-found page; hosts serve 404.html for unknown paths.
  const notFound = await server.renderPage('/__not-found__', serverManifest);
  if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}, expected 404`);
  const notFoundHtml = server.withModuleLoader(withHeadExtras(notFound.html, content.structuredData('/__not-found__')), loadFor(undefined));
  const notFoundCsp = contentSecurityPolicy(inlineScriptHashes(notFoundHtml), inlineStyleHashes(notFoundHtml));
  await write(join(dist, '404.html'), withCspMeta(notFoundHtml, notFoundCsp));

  const { siteUrl, siteName, themeColor, canonicalPaths, redirects, redirectPage: words, shareCards } = content;
  for (const redirect of redirects) {
    await write(outputFile(redirect.from), redirectPage(redirect.to, siteUrl, stylesheets, words));
  }
  await write(join(dist, '_redirects'), redirects.map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n');

  const lastmod = lastModified();
  await write(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${canonicalPaths
      .map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  await write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  await write(join(dist, '_headers'), headersFile(policies, notFoundCsp));

  const domain = new URL(siteUrl).host;
  const cards = await writeShareCards(shareCards, { root, domain, mark: '/images/logo-mark.svg', siteName }, dist, join(root, 'node_modules', '.cache', 'share-cards'));
  writeIcons(join(root, 'public'), dist, { name: siteName, shortName: siteName, themeColor, backgroundColor: '#FFFFFF' });

  const broken = findBrokenLinks(dist);
  if (broken.length > 0) {
    console.error(broken.map(formatBrokenLink).join('\n'));
    throw new Error(`${broken.length} broken links in dist/: every link inside the site must lead to a built page`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${routes.length} pages, 404.html, ${redirects.length} redirects, ${shareCards.length} share cards ` +
      `(${cards.rendered} drawn, ${cards.cached} from cache) → dist/ in ${seconds}s`,
  );
}

await main();
// The SSR bundle is only a build tool: drop it so dist-ssr never gets deployed by accident.
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });

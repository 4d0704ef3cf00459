/**
 * Static export: renders every route of the SSR build into dist/<path>.html, plus 404.html,
 * the redirect pages, sitemap.xml, robots.txt, the research library's Atom feed, _headers (each page's CSP with the
 * hashes of its inline scripts), _redirects and the site search's index (dist/pagefind/, every canonical page as it
 * is served). Run after `vite build` (client) and `vite build --ssr` (server).
 *
 * `--out=DIR --editor` (scripts/build-editor.ts): the editor site instead, whose pages the editor's preview may frame
 * and no search engine indexes, with the editor's page at /admin/.
 *
 * `<path>.html`, not `<path>/index.html`: Cloudflare Pages (and Netlify) serve `/about-us/careers.html` at
 * `/about-us/careers` directly, while a folder's index.html is served at `/about-us/careers/`, so every canonical
 * address would answer with a redirect to the slash first.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_PAGE_POLICY, adminPage, CHECKS_WORKER_POLICY } from './admin/page';
import { findBrokenLinks, formatBrokenLink } from './lib/check-links';
import { createSearchIndex } from './lib/search-index';
import { contentSecurityPolicy, withCspMeta } from './export/csp';
import { atomFeed } from './export/feed';
import { withHeadExtras } from './export/head-extras';
import { headersFile, type PagePolicy } from './export/headers';
import { writeIcons } from './export/icons';
import { redirectPage, redirectsFile } from './export/redirects';
import { planScripts } from './export/script-plan';
import { writeShareCards } from './export/share-cards';
import { lastModified, robotsTxt, sitemap } from './export/sitemap';
import type { ModuleLoad } from '../src/client/module-loader';
import type { RenderedPage } from '../src/entry-server';

const root = join(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { out: { type: 'string' }, editor: { type: 'boolean' } } });
const dist = join(root, options.out ?? 'dist');
const editorSite = options.editor === true;
const server = (await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href)) as typeof import('../src/entry-server');

function outputFile(path: string): string {
  return path === '/' ? join(dist, 'index.html') : join(dist, `${path.slice(1)}.html`);
}

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function main() {
  const started = performance.now();
  const { serverManifest, stylesheets, loadFor, entries } = planScripts(dist);
  const content = await server.exportContent();

  /** A rendered page as it is served: head extras, the module loader, and the policy that allows its inline scripts. */
  const exported = (path: string, rendered: RenderedPage, load: ModuleLoad) => {
    const html = server.withModuleLoader(withHeadExtras(rendered.html, content.structuredData({ path, loaderData: rendered.loaderData })), load);
    const csp = contentSecurityPolicy(html);
    return { html: withCspMeta(html, csp), csp };
  };

  const policies: PagePolicy[] = [];
  const routes = server.routes();
  // The search lists each page once, by its canonical address: not an alias, nor a form's confirmation page.
  const searchIndex = await createSearchIndex();
  const searchable = new Set(content.canonicalPaths);
  for (const { id, path } of routes) {
    const rendered = await server.renderPage(path, serverManifest);
    if (rendered.status !== 200) throw new Error(`Rendering ${path} returned status ${rendered.status}`);
    const page = exported(path, rendered, loadFor(id));
    policies.push({ path, csp: page.csp });
    await write(outputFile(path), page.html);
    if (searchable.has(path)) await searchIndex.add(path, page.html);
  }
  const search = await searchIndex.write(join(dist, 'pagefind'));

  // Any path no route matches renders the not-found page; hosts serve 404.html for unknown paths.
  const notFoundPath = '/__not-found__';
  const notFound = await server.renderPage(notFoundPath, serverManifest);
  if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}, expected 404`);
  const notFoundPage = exported(notFoundPath, notFound, loadFor(undefined));
  await write(join(dist, '404.html'), notFoundPage.html);

  const { siteUrl, siteName, themeColor, canonicalPaths, contentDates, redirects, redirectPage: words, shareCards, feed } = content;
  for (const redirect of redirects) await write(outputFile(redirect.from), redirectPage(redirect.to, siteUrl, stylesheets, words));
  await write(join(dist, '_redirects'), redirectsFile(redirects));
  await write(join(dist, 'sitemap.xml'), sitemap(siteUrl, canonicalPaths, lastModified(root), contentDates));
  await write(join(dist, 'robots.txt'), editorSite ? 'User-agent: *\nDisallow: /\n' : robotsTxt(siteUrl));
  await write(join(dist, feed.path.slice(1)), atomFeed(siteUrl, feed));
  const typedFiles = [{ path: feed.path, contentType: 'application/atom+xml; charset=utf-8' }];
  if (editorSite) {
    const editorEntry = entries.get('src/admin/github/main.tsx');
    if (!editorEntry) throw new Error('the editor site needs the editor in its client build: vite build --mode editor');
    await write(join(dist, 'admin', 'index.html'), adminPage({ script: editorEntry, stylesheets }));
    policies.push({ path: '/admin/', csp: ADMIN_PAGE_POLICY });
  }
  const workers = editorSite ? (await readdir(join(dist, 'assets'))).filter((file) => file.startsWith('content-check.worker')) : [];
  const siteHeaders = editorSite
    ? { framedBy: 'itself' as const, everyResponse: ['X-Robots-Tag: noindex'], scripts: workers.map((file) => ({ path: `/assets/${file}`, csp: CHECKS_WORKER_POLICY })) }
    : {};
  await write(join(dist, '_headers'), headersFile(policies, notFoundPage.csp, typedFiles, siteHeaders));

  const domain = new URL(siteUrl).host;
  const cards = await writeShareCards(shareCards, { root, domain, mark: '/images/logo-mark.svg', siteName }, dist, join(root, 'node_modules', '.cache', 'share-cards'));
  writeIcons(root, dist, { name: siteName, shortName: siteName, themeColor, backgroundColor: '#FFFFFF' });

  const broken = findBrokenLinks(dist);
  if (broken.length > 0) {
    console.error(broken.map(formatBrokenLink).join('\n'));
    throw new Error(`${broken.length} broken links in dist/: every link inside the site must lead to a built page`);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${routes.length} pages, 404.html, ${redirects.length} redirects, a feed of ${feed.entries.length} entries, ${shareCards.length} share cards ` +
      `(${cards.rendered} drawn, ${cards.cached} from cache), a search index of ${search.pages} pages ` +
      `(${search.files} files, ${Math.round(search.bytes / 1000)} kB) → ${options.out ?? 'dist'}/ in ${seconds}s`,
  );
}

await main();
// The SSR bundle is only a build tool: drop it so dist-ssr never gets deployed by accident.
await rm(join(root, 'dist-ssr'), { recursive: true, force: true });

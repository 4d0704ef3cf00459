/**
 * First-load JavaScript per page of a static export: every script and modulepreload the HTML names, plus
 * their static imports followed recursively, each file counted once; raw bytes and gzip (level 9) bytes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isRedirectPage, pageScripts, staticImportSpecifiers } from './html.ts';

/** Budgets in kB (1 kB = 1000 bytes) of gzipped first-load JavaScript. */
export const budgets = { content: 110, form: 180 } as const;

const kB = 1000;
const base = 'http://dist.invalid';

/** Every file under `dir` outside dot-folders, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** Every `.html` file under `dir`, as paths relative to it with forward slashes, sorted. */
export function listHtmlFiles(dir: string): string[] {
  return listFiles(dir).filter((file) => file.endsWith('.html'));
}

/** The URL path a static host serves an HTML file at: `index.html` → `/`, `a/b/index.html` → `/a/b`, `404.html` → `/404.html`. */
export function routeOf(htmlFile: string): string {
  if (htmlFile === 'index.html') return '/';
  if (htmlFile.endsWith('/index.html')) return `/${htmlFile.slice(0, -'/index.html'.length)}`;
  return `/${htmlFile}`;
}

/** Routes under /contact-us-and-support/ are form pages, except the FAQs. */
export function isFormRoute(route: string): boolean {
  return route.startsWith('/contact-us-and-support/') && !route.startsWith('/contact-us-and-support/faqs');
}

/** A same-origin URL path as a dist-relative file path, or undefined for other origins and paths outside dist. */
function toDistPath(url: string, fromPath: string): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(url, base + fromPath);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base) return undefined;
  const path = decodeURIComponent(resolved.pathname).replace(/^\/+/, '');
  return path && !path.split('/').includes('..') ? path : undefined;
}

export interface JsClosure {
  /** dist-relative paths of every JavaScript file in the first load, in discovery order. */
  files: string[];
  /** URLs that were named but could not be found in dist (or were on another origin). */
  missing: string[];
}

/** The files named by `urls` (relative to the page at `pagePath`) and everything they import statically. */
export function jsClosure(dist: string, urls: string[], pagePath: string): JsClosure {
  const files: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string, fromPath: string) => {
    const file = toDistPath(url, fromPath);
    if (file === undefined || !existsSync(join(dist, file)) || !statSync(join(dist, file)).isFile()) {
      missing.push(url);
      return;
    }
    if (seen.has(file)) return;
    seen.add(file);
    files.push(file);
    for (const specifier of staticImportSpecifiers(readFileSync(join(dist, file), 'utf8'))) {
      // Bare specifiers cannot load in a browser without an import map; there is none in a static export.
      if (/^(\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier)) visit(specifier, `/${file}`);
    }
  };
  for (const url of urls) visit(url, pagePath);
  return { files, missing };
}

export interface PageJs {
  route: string;
  file: string;
  formPage: boolean;
  files: string[];
  missing: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Inline `<script>` bytes, not part of the budget. */
  inlineBytes: number;
  budgetKb: number;
  overBudget: boolean;
}

export const toKb = (bytes: number) => bytes / kB;

/** First-load JavaScript of one HTML file of `dist`. `sizes` caches per-file byte counts across pages. */
export function measurePage(dist: string, htmlFile: string, sizes = new Map<string, { raw: number; gzip: number }>()): PageJs {
  const route = routeOf(htmlFile);
  const { urls, inlineBytes } = pageScripts(readFileSync(join(dist, htmlFile), 'utf8'));
  const { files, missing } = jsClosure(dist, urls, route);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(join(dist, file));
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    rawBytes += size.raw;
    gzipBytes += size.gzip;
  }
  const formPage = isFormRoute(route);
  const budgetKb = formPage ? budgets.form : budgets.content;
  return { route, file: htmlFile, formPage, files, missing, rawBytes, gzipBytes, inlineBytes, budgetKb, overBudget: toKb(gzipBytes) > budgetKb };
}

/** First-load JavaScript of every HTML page in `dist` except the meta-refresh redirect pages. */
export function measureDist(dist: string): PageJs[] {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  return listHtmlFiles(dist)
    .filter((file) => !isRedirectPage(readFileSync(join(dist, file), 'utf8')))
    .map((file) => measurePage(dist, file, sizes));
}

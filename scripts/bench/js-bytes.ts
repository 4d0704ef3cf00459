/**
 * First-load JavaScript of a page, measured in the browser: every script the page requests without any
 * interaction (script tags, modulepreloads, dynamic imports, whatever requests them) until it is hydrated and
 * the network is idle, counted as the gzip -9 size of the built file. Used by `npm run bench` and by the
 * budget gate in `npm test` (tests/e2e/routes.spec.ts, every route at the desktop size), so both hold the same numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Budgets in kB (1 kB = 1000 bytes) of gzipped first-load JavaScript (docs/decisions/0006-performance-bars.md). */
export const budgets = { content: 132, faqAndTeam: 147, form: 180 } as const;

const formRoutes = ['/contact-us-and-support/contact-sales', '/contact-us-and-support/general-inquiry', '/contact-us-and-support/contact-support'];
const faqAndTeamRoutes = ['/contact-us-and-support/faqs', '/about-us/meet-our-team'];

/** The budget (kB gzip) of a route: the three form pages, the FAQ and team pages, or any other page. */
export function budgetFor(route: string): number {
  if (formRoutes.includes(route)) return budgets.form;
  if (faqAndTeamRoutes.includes(route)) return budgets.faqAndTeam;
  return budgets.content;
}


export const kB = 1000;

export interface ScriptFile {
  /** The URL path, e.g. /assets/react-x1y2.js. */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageJs {
  route: string;
  /** Same-origin scripts in the order they were requested. */
  files: ScriptFile[];
  /** Scripts requested from any other origin (there must be none). */
  external: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetKb: number;
  overBudget: boolean;
}

const sizeCache = new Map<string, { rawBytes: number; gzipBytes: number }>();

/** Raw and gzip -9 bytes of a built file. */
export function fileSizes(dist: string, path: string): { rawBytes: number; gzipBytes: number } {
  const file = join(dist, decodeURIComponent(path));
  let size = sizeCache.get(file);
  if (!size) {
    const content = readFileSync(file);
    size = { rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

/** Sums up the scripts a page requested. */
export function tally(route: string, urls: string[], origin: string, dist: string): PageJs {
  const files: ScriptFile[] = [];
  const external: string[] = [];
  for (const url of new Set(urls)) {
    const parsed = new URL(url);
    if (parsed.origin !== origin) external.push(url);
    else files.push({ path: parsed.pathname, ...fileSizes(dist, parsed.pathname) });
  }
  const rawBytes = files.reduce((sum, file) => sum + file.rawBytes, 0);
  const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const budgetKb = budgetFor(route);
  return { route, files, external, rawBytes, gzipBytes, budgetKb, overBudget: gzipBytes / kB > budgetKb || external.length > 0 };
}

/**
 * Opens `route` on `origin` (a server of `dist`), waits until the page is hydrated and the network is idle,
 * and tallies every script it requested on the way.
 */
export async function measureFirstLoadJs(page: Page, origin: string, route: string, dist: string): Promise<PageJs> {
  const urls: string[] = [];
  const onRequest = (request: import('@playwright/test').Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  };
  page.on('request', onRequest);
  try {
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  return tally(route, urls, origin, dist);
}

/** One line per file, largest first: what a failing budget is made of. */
export function describeFiles(js: PageJs): string {
  return [...js.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => `${file.path} ${(file.gzipBytes / kB).toFixed(1)} kB`)
    .join(', ');
}

import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { resources } from '../../../src/content/resources.ts';
import { resourcePath, type ResourceType } from '../../../src/lib/resource-kinds.ts';
import { shareCardPath } from '../../../src/lib/share-card.ts';
import { axeTags, type RouteCase, siteContent } from './index.ts';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/* The checks on a freshly loaded route that routes.spec.ts and library-pages.desktop.spec.ts share. */

/** Records requests to any origin but the site's own. */
export function collectOtherOrigins(page: Page, baseURL: string | undefined): string[] {
  const otherOrigins: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && new URL(request.url()).origin !== new URL(baseURL ?? '').origin) {
      otherOrigins.push(request.url());
    }
  });
  return otherOrigins;
}

/** Only a link to exactly this address is the current page: not one to a page above it, nor to a part of it. */
export async function expectCurrentOnlyHere(page: Page, path: string) {
  const current = await page.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(current.filter((href) => href !== path)).toEqual([]);
}

export async function expectHead(page: Page, route: RouteCase) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(route.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteContent.url}${route.canonical}`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
}

/**
 * Opens the route at the test's size with JavaScript off, in a context of its own (JavaScript is a context's
 * setting), runs `check` on it, and closes it.
 */
export async function withoutJavaScript(browser: Browser, baseURL: string, testInfo: TestInfo, path: string, check: (page: Page) => Promise<void>) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

export async function expectReadsInFull(page: Page, route: RouteCase) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await expect(page.getByRole('contentinfo')).toContainText('©');
  await expect(page.getByRole('link', { name: /Help center/ })).toHaveAttribute('href', '/contact-us-and-support/contact-support');
}

/** No axe violation, with every part of the page rendered, as a visitor scrolling through it sees it. */
export async function expectNoAxeViolation(page: Page) {
  await page.addStyleTag({ path: 'tests/e2e/support/render-all.css' });
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Its share card and structured data, as a search engine or a social site reads the served page. */
export async function expectShareCardAndStructuredData(page: Page, path: string, request: APIRequestContext) {
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  const image = await meta('property="og:image"');
  // Its own card, not another page's.
  expect(image).toBe(`${siteContent.url}${shareCardPath(path)}`);
  expect(await meta('property="og:image:width"')).toBe('1200');
  expect(await meta('property="og:image:height"')).toBe('630');
  expect(await meta('property="og:image:alt"')).toBeTruthy();
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  const card = await request.get(new URL(image!).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });

  const jsonLd = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const types = jsonLd.map((data) => data['@type']);
  expect(types).toContain('Organization');
  expect(types.includes('BreadcrumbList')).toBe(path.split('/').filter(Boolean).length > 1);
  expect(types.includes('FAQPage')).toBe(path === '/contact-us-and-support/faqs');

  // A library entry's page describes the entry by its type (src/lib/structured-data.ts), and no other page does.
  const entry = resources.find((candidate) => resourcePath({ type: candidate.type as ResourceType, slug: candidate.slug }) === path);
  // (The organization's own address is the home page's.)
  const described = jsonLd.filter((data) => data.url === `${siteContent.url}${path}` && data['@type'] !== 'Organization');
  if (!entry) {
    expect(described, `${path} is no library entry`).toEqual([]);
    return;
  }
  expect(described.map((data) => data['@type']), path).toEqual([entryTypes[entry.type as ResourceType]]);
  expect(described[0], path).toMatchObject({
    [entry.type === 'dataset' ? 'name' : 'headline']: entry.title,
    description: entry.summary,
    datePublished: entry.published,
    dateModified: entry.updated ?? entry.published,
  });
}

/** The schema.org type of each type of library entry. */
const entryTypes: Record<ResourceType, string> = {
  article: 'Article',
  'case-study': 'Article',
  whitepaper: 'ScholarlyArticle',
  'model-card': 'TechArticle',
  dataset: 'Dataset',
};

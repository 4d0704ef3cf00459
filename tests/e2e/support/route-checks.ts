import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { resources } from '../../../src/content/resources.ts';
import { resourcePath, type ResourceType } from '../../../src/lib/resource-kinds.ts';
import { shareCardPath } from '../../../src/lib/share-card.ts';
import { axeBuilder, type RouteCase, siteContent } from './index.ts';

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
  const results = await axeBuilder(page).analyze();
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

/** Visible interactive elements whose boxes overlap another's (nested ones excepted), and text cut off by its box. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const viewportWidth = document.documentElement.clientWidth;
    // A row that scrolls sideways on its own (a card grid's on a phone) holds items beside the screen on purpose: they
    // are reached by scrolling the row, and a link brings its card into view as it takes focus. The row itself fits.
    const sidewaysRow = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX) && parent.scrollWidth > parent.clientWidth) return parent;
      }
      return null;
    };
    const interactive = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(shown);
    for (const element of interactive) {
      const box = (sidewaysRow(element) ?? element).getBoundingClientRect();
      // A visually-hidden link (the skip link until focused) is 1px wide on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > viewportWidth + 1) problems.push(`${describe(element)} sticks out of the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${viewportWidth})`);
    }
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i]!;
        const b = interactive[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        // A link in running text that wraps onto the next line has a box per line: its bounding box would span both
        // lines and cover the link beside it that never touches it.
        const overlaps = [...a.getClientRects()].some((r) =>
          [...b.getClientRects()].some((s) => Math.min(r.right, s.right) - Math.max(r.left, s.left) > 2 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 2),
        );
        if (overlaps) problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    for (const element of document.querySelectorAll('h1, h2, h3, h4, p, li, a, button, label, dt, dd, th, td, figcaption')) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut off`);
    }
    return problems;
  });
}

/**
 * WCAG 1.4.10 Reflow, with every part of the open page rendered: at 320 CSS pixels wide, or at a 1280×800 window's
 * 200% zoom (640×400 CSS pixels at twice the density), no sideways scrolling, nothing interactive sticks out or
 * overlaps another, no text cut off. Resizing the open page lays it out as a load at that size would: every
 * width-dependent part of the site is CSS, and the menu's script follows the media query as it changes.
 */
export async function expectReflows(page: Page, size: 'narrowest' | 'zoomed') {
  await page.addStyleTag({ path: 'tests/e2e/support/render-all.css' });
  if (size === 'narrowest') {
    await page.setViewportSize({ width: 320, height: 640 });
  } else {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 400, deviceScaleFactor: 2, mobile: false });
  }
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `the page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
  expect(await layoutProblems(page)).toEqual([]);
}

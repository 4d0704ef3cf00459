import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
// The generated content modules (npm run build writes them before the browser tests run).
import { site as siteContent } from '../../../src/content/site.ts';
import { navigation } from '../../../src/content/navigation.ts';
import type { NavigationSectionItem, SitePage } from '../../../src/content/types.ts';
import { documentTitle } from '../../../src/lib/page-route.ts';
import { pageSlug } from '../../../src/lib/share-card.ts';
import { resources } from '../../../src/content/resources.ts';
import { resourcePath, resourceTypes } from '../../../src/lib/resource-kinds.ts';
import { allPages, productEntries, productResourcePages } from '../../../src/lib/site-pages.ts';
import { isPageHydrated } from './hydration.ts';

export { siteContent };

/** A section of the site navigation (content/navigation.yaml) by its id: its label in the header, its shorter one in the menu. */
export function navigationSection(id: string): NavigationSectionItem {
  const item = navigation.items.find((candidate) => candidate.id === id);
  if (!item || !('section' in item)) throw new Error(`content/navigation.yaml has no section with the id ${id}`);
  return item;
}

/** The text of the navigation's link to `href` (content/navigation.yaml), as the header, the menu and the footer show it. */
export function navigationLabel(href: string): string {
  for (const item of navigation.items) {
    if ('href' in item && item.href === href) return item.label;
    for (const entry of 'entries' in item ? item.entries : []) if ('href' in entry && entry.href === href) return entry.label;
  }
  throw new Error(`content/navigation.yaml has no link to ${href}`);
}

/** Every product (content/products/), in order, with its whole entry and the addresses of its pages. */
export const productCases = await productEntries();

export interface RouteCase {
  path: string;
  /** The page whose content this route shows: itself, or the page it is an alias of. */
  canonical: string;
  heading: string;
  title: string;
}

/**
 * Every route of the site: the canonical pages the static export lists (allPages: the home page, each product's
 * overview and features pages, then the pages of content/pages.yaml), each product's overview followed by its
 * /overview alias.
 */
export const routes: RouteCase[] = Object.entries(allPages(productCases)).flatMap(([path, page]) => {
  const route = (at: string): RouteCase => ({ path: at, canonical: path, heading: page.heading, title: documentTitle(page.title) });
  const product = productCases.find((candidate) => candidate.product.overview === path)?.product;
  // The alias is a route file (src/routes/product-and-solutions/$product/overview.tsx), not content; the type holds
  // it to the pages the content build reads from the routes.
  return product ? [route(path), route(`${product.overview}/overview` satisfies SitePage)] : [route(path)];
});

/**
 * The research library's pages that stand for the others in the checks that load every page the same way (the
 * screenshot baselines, the design rules, the policy and motion sweeps, the engines): the library, the first
 * listing of a type and of a product, and the newest entry of each type. The library's other pages are made by the
 * same components from other entries; library-pages.desktop.spec.ts still checks each one's head, errors, axe,
 * current link and reflow.
 */
const libraryPages = new Set(
  Object.keys(allPages(productCases)).filter((path) => path === '/research-and-resources' || (path.startsWith('/research-and-resources/') && path !== '/research-and-resources/milestones')),
);
const libraryRepresentatives = new Set([
  '/research-and-resources',
  routes.find((route) => /^\/research-and-resources\/[a-z-]+$/.test(route.path) && libraryPages.has(route.path))?.path,
  Object.keys(productResourcePages())[0],
  ...resourceTypes.map((type) => {
    const newest = resources.filter((entry) => entry.type === type).sort((a, b) => b.published.localeCompare(a.published))[0];
    return newest ? resourcePath({ type, slug: newest.slug }) : undefined;
  }),
]);

/** Whether a route is checked in full by every sweep, or is a library page another one stands for (libraryRepresentatives). */
export const isRepresentative = (route: RouteCase) => !libraryPages.has(route.canonical) || libraryRepresentatives.has(route.canonical);

/** The routes every sweep loads: all of them but the library pages others stand for. */
export const representativeRoutes = routes.filter(isRepresentative);

/** The bottom edge of the fixed header, in viewport pixels: what a focused or scrolled-to element must stay below. */
export const headerBottom = (page: Page): Promise<number> =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

/** A file-name-safe name for a route, for screenshot baselines: the name its share card has (shareCardPath). */
export const slug = pageSlug;

/** Console errors and uncaught exceptions, hydration warnings included (React reports them as console errors). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      // Failed loads are reported with their address by the response handler below.
      if (!message.text().startsWith('Failed to load resource')) errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    // A load the page itself stopped (a video reset by its player or by openStill, a picture still loading when the
    // page reloads or moves on) is aborted, not broken; a missing file still fails as an HTTP error above.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${request.url()}`);
  });
  return errors;
}

/**
 * Colour transitions the page starts by itself. A colour that animates from the browser's defaults when a part is
 * first rendered is what an automated contrast check (Lighthouse's axe) may sample: transitions belong to hover,
 * focus and press only. Read with `startedColorTransitions(page)`; install before the page opens.
 */
export async function recordColorTransitions(page: Page) {
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { colorTransitions: string[] }).colorTransitions = started;
    document.addEventListener(
      'transitionrun',
      (event) => {
        if (!/color/.test(event.propertyName)) return;
        const target = event.target as Element;
        started.push(`${event.propertyName} of <${target.tagName.toLowerCase()} class="${target.getAttribute('class')}">`);
      },
      { capture: true },
    );
  });
}

/** The colour transitions `recordColorTransitions` has seen start, as "property of <tag class>". */
export async function startedColorTransitions(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { colorTransitions: string[] }).colorTransitions);
}

/**
 * Style sheets a script adds to or removes from the page. Chrome answers one that is not appended last by
 * rebuilding every sheet and laying out the whole page again, a long task on a phone
 * (docs/decisions/0005-loading-and-hydration.md). Read with `changedStyleSheets(page)`; install before the page opens.
 */
export async function recordStyleSheetChanges(page: Page) {
  await page.addInitScript(() => {
    const changed: string[] = [];
    (window as unknown as { styleSheetChanges: string[] }).styleSheetChanges = changed;
    const isSheet = (node: Node) => node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
    const describe = (node: Node) => (node as Element).outerHTML.slice(0, 120);
    new MutationObserver((records) => {
      // Only once the parser is done: what the server sent is not a change.
      if (document.readyState === 'loading') return;
      for (const record of records) {
        for (const node of record.addedNodes) if (isSheet(node)) changed.push(`added ${describe(node)}`);
        for (const node of record.removedNodes) if (isSheet(node)) changed.push(`removed ${describe(node)}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The changes `recordStyleSheetChanges` has seen, as "added <style ...>" or "removed <link ...>". */
export async function changedStyleSheets(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { styleSheetChanges: string[] }).styleSheetChanges);
}

/**
 * Locale-aware work a script starts: an Intl object or static call, or a built-in method that formats or compares by
 * locale. The first one in a page loads the browser's locale data on the main thread (18–78 ms on a developer's
 * machine, several times that on a phone), so no page does any while it loads and hydrates
 * (docs/performance-measurement.md). Read with `intlUses(page)`, as "what, from where"; install before the page opens.
 */
export async function recordIntlUse(page: Page) {
  await page.addInitScript(() => {
    const uses: string[] = [];
    (window as unknown as { intlUses: string[] }).intlUses = uses;
    // The script line that called: the stack's fourth line, after "Error", `record` and the wrapper that called it.
    const record = (what: string) => uses.push(`${what}, ${new Error().stack?.split('\n')[3]?.trim() ?? 'from an unknown place'}`);
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const value = intl[name];
      if (typeof value !== 'function') continue;
      intl[name] = new Proxy(value, {
        construct: (target, args, newTarget) => (record(`new Intl.${name}`), Reflect.construct(target, args, newTarget)),
        apply: (target, self, args) => (record(`Intl.${name}()`), Reflect.apply(target, self, args)),
        get: (target, property, receiver) => {
          const member = Reflect.get(target, property, receiver) as unknown;
          // Its own static methods (supportedLocalesOf), not those every function has (call, bind, Symbol.hasInstance).
          if (typeof member !== 'function' || property === 'prototype' || !Object.hasOwn(target, property)) return member;
          return (...args: unknown[]) => (record(`Intl.${name}.${String(property)}()`), Reflect.apply(member, target, args));
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [prototype, name] of methods) {
      const method = (prototype as Record<string, (...args: unknown[]) => unknown>)[name]!;
      (prototype as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        record(name);
        return method.apply(this, args);
      };
    }
  });
}

/** What `recordIntlUse` has seen, as "what, from where". */
export async function intlUses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);
}

/**
 * Waits until React has taken over the page, shell and content (isPageHydrated). The careers page, the one with most
 * pictures, hydrates about 2.5 s after load on a quiet two-core machine and has taken over 10 s with the suite's two
 * browsers busy beside it.
 */
export async function expectHydrated(page: Page) {
  await page.waitForFunction(isPageHydrated, undefined, { timeout: 20_000 });
}

/** Opens a path and waits until the page is hydrated and its fonts have loaded. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

/** What tabTo needs: a Playwright page and locator, or the engines' suite's (tests/engines/support/engines.ts). */
interface Keyboard {
  keyboard: { press(key: string): Promise<void> };
}
interface Focusable {
  evaluate(fn: (element: HTMLElement | SVGElement) => boolean): Promise<boolean>;
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
export async function tabTo(page: Keyboard, target: Focusable, maxPresses = 40) {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  await expect.poll(focused, 'the target takes focus by Tab').toBe(true);
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe on the page with those rules. The tests read only its violations, so it processes nothing else (axe's
 * `resultTypes`): a fifth less time a page, the same violations.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).withTags(axeTags).options({ resultTypes: ['violations'] });

/**
 * For a screenshot of one element: the page's own screenshot styles, no fixed header drawn across it and no footer
 * below it (the header and the footer have screenshots of their own).
 */
export const elementOnly = {
  stylePath: ['render-all.css', 'hide-fixed.css', 'hide-footer.css'].map((name) => `tests/e2e/support/${name}`),
};

const renderAllCss = readFileSync(join(import.meta.dirname, 'render-all.css'), 'utf8');

/**
 * Screenshot options that take exactly what `part` paints, as a clip of the whole page. A locator's own screenshot
 * takes an element no taller than the viewport from the viewport alone, so one that reaches below the fold loses the
 * rows past it; and it rounds the element's edges outwards, taking in a row of its neighbours. The browser paints a
 * box from its edges rounded to whole pixels, and so does this clip.
 */
export async function wholePageClip(part: Locator) {
  // Measured as the screenshot lays the page out: with render-all.css, which it adds for the capture and takes away.
  const edges = await part.evaluate((element, css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    const box = element.getBoundingClientRect();
    style.remove();
    return { left: box.left + scrollX, top: box.top + scrollY, right: box.right + scrollX, bottom: box.bottom + scrollY };
  }, renderAllCss);
  const [x, y] = [Math.round(edges.left), Math.round(edges.top)];
  return { fullPage: true, clip: { x, y, width: Math.round(edges.right) - x, height: Math.round(edges.bottom) - y } };
}

/**
 * Screenshot options for a page's own part, its <main>. The header and the footer are the same on every page and
 * have screenshots of their own (shell-screenshots.spec.ts), so a change to one of them changes its own baselines,
 * not every page's. The fixed header is hidden wherever it is drawn; the footer is in the flow of the page, so this
 * fails if it lies within the main's box, where the main's screenshot would show it.
 */
export async function mainOnly(page: Page) {
  const main = page.locator('#main');
  // Both exist once the page is open: a missing one fails in the time of an expectation, not the test's.
  const boxOf = (locator: Locator) => locator.boundingBox({ timeout: 10_000 });
  const [mainBox, footerBox] = [await boxOf(main), await boxOf(page.getByRole('contentinfo'))];
  expect(mainBox, 'the page has a visible main').not.toBeNull();
  expect(footerBox, 'the page has a visible site footer').not.toBeNull();
  expect(footerBox!.y, 'the footer starts below the end of the main').toBeGreaterThanOrEqual(mainBox!.y + mainBox!.height);
  return { ...elementOnly, ...(await wholePageClip(main)) };
}

/**
 * Opens a path hydrated, with nothing moving by script: timers stand still from then on (a carousel stays on its
 * first card) and every video is reset to its poster. CSS animations are stopped by the screenshot options.
 */
export async function openStill(page: Page, path: string) {
  await page.clock.install();
  await openHydrated(page, path);
  // Players mark themselves data-playing while their video plays, and start it from an effect that can run after the
  // page reads as hydrated: reset them until their controls show every one stopped.
  await expect(async () => {
    await page.evaluate(() => {
      for (const video of document.querySelectorAll('video')) {
        video.pause();
        video.load();
      }
    });
    await expect(page.locator('[data-playing]')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  // A screenshot of a page's main shows all of it at once, as a visitor who scrolled down it saw it: every lazy image
  // loads first (lazy loading itself is tested where it matters, e.g. the partner logo row).
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  // A moment ahead of the page's clock, which runs on while the call travels; on a busy machine the call can take
  // longer than that moment, and then it is read again.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Manifest } from 'vite';
import { errorPage } from '../../src/content/error-page.ts';
import { documentTitle } from '../../src/lib/page-route.ts';
import { axeBuilder, collectErrors, expectHydrated, openHydrated, routes } from './support';

/*
 * The router's error page (router.tsx, defaultErrorComponent), shown in place of a page that fails after a link
 * inside the site. The failure is forced on the careers page, linked from every page's footer, by breaking the code
 * chunk of its route.
 */

const target = routes.find((route) => route.path === '/about-us/careers')!;
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'dist', '.vite', 'manifest.json'), 'utf8')) as Manifest;
/** The careers route's component, in a chunk of its own (the router plugin's code splitting). */
const chunkKey = 'src/routes/about-us/careers.tsx?tsr-split=component';
const chunkFile = manifest[chunkKey]?.file;
if (!chunkFile) throw new Error(`dist/.vite/manifest.json has no ${chunkKey}: did the careers route move?`);
const chunk = `**/${chunkFile}`;

const failure = 'forced render error';

/**
 * Breaks the careers route's chunk. `throws`: it arrives but throws as it runs (a render the router cannot finish);
 * `unreachable`: its request fails.
 */
function breakTargetCode(page: Page, how: 'throws' | 'unreachable') {
  return page.route(chunk, (route) =>
    how === 'throws' ? route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(failure)})` }) : route.abort(),
  );
}

/** Follows the footer's link to the careers page: a navigation inside the app. */
const followLinkToTarget = (page: Page) => page.getByRole('contentinfo').locator(`a[href="${target.path}"]`).click();

async function expectErrorPageInShell(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorPage.heading);
  await expect(page).toHaveURL(target.path);
  await expect(page).toHaveTitle(documentTitle(errorPage.title));
  const main = page.getByRole('main');
  await expect(main).toContainText(errorPage.intro);
  await expect(main.getByRole('button', { name: errorPage.reload })).toBeVisible();
  await expect(main.getByRole('link', { name: errorPage.home.label })).toHaveAttribute('href', errorPage.home.href);
  // The shell stays, so the visitor can go on from the header or the footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('a page that breaks while rendering shows the error page in the shell, and its reload shows the page once it works', async ({ page }) => {
  const errors = collectErrors(page);
  await openHydrated(page, '/');
  await breakTargetCode(page, 'throws');
  await followLinkToTarget(page);
  await expectErrorPageInShell(page);
  // Reported, not swallowed: React logs what an error boundary catches.
  expect(errors.join('\n')).toContain(failure);
  const results = await axeBuilder(page).analyze();
  expect(results.violations).toEqual([]);

  // As after any navigation (SiteShell), focus is on the main content, so the next Tab reaches the reload first.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: errorPage.reload })).toBeFocused();
  await page.unroute(chunk);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
  // The document itself was loaded again (not a navigation inside the app), and the page's working code took over.
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
});

test("the error page's home link leads on inside the site", async ({ page }) => {
  await openHydrated(page, '/');
  await breakTargetCode(page, 'throws');
  await followLinkToTarget(page);
  await page.getByRole('main').getByRole('link', { name: errorPage.home.label }).click();
  await expect(page).toHaveURL(errorPage.home.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.find((route) => route.path === errorPage.home.href)!.heading);
});

test('a page whose code cannot be fetched ends on the error page in the shell, not a blank page', async ({ page }) => {
  // A chunk that fails to fetch may belong to an older deployment: the router reloads the page once
  // (lazyRouteComponent). The prerendered page then shows, and its hydration fails on the same chunk.
  await openHydrated(page, '/');
  await breakTargetCode(page, 'unreachable');
  const reloaded = page.waitForEvent('load');
  await followLinkToTarget(page);
  await reloaded;
  await expectHydrated(page);
  await expectErrorPageInShell(page);
});

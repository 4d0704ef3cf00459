import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  axeTags,
  changedStyleSheets,
  collectErrors,
  openHydrated,
  openStill,
  recordColorTransitions,
  recordStyleSheetChanges,
  type RouteCase,
  routes,
  siteContent,
  slug,
  startedColorTransitions,
} from './support';

/** Records requests to any origin but the site's own. */
function collectOtherOrigins(page: Page, baseURL: string | undefined): string[] {
  const otherOrigins: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && new URL(request.url()).origin !== new URL(baseURL ?? '').origin) {
      otherOrigins.push(request.url());
    }
  });
  return otherOrigins;
}

async function expectHead(page: Page, route: RouteCase) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(route.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteContent.url}${route.canonical}`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

// One page load per route and size checks everything the page must be: its head, no console error, hydration
// warning or third-party request, no style sheet added by a script, no axe violation, no colour transition nobody
// asked for, and its screenshot (with the page's clock and videos stopped).
// An alias serves its page's own prerendered <main>, so it is checked for that instead of a second screenshot and axe.
for (const route of routes) {
  if (route.path !== route.canonical) {
    test(`alias ${route.path}: the page ${route.canonical}, its head, no error or third-party request`, async ({ page, baseURL, request }) => {
      const alias = mainOf(await (await request.get(route.path)).text());
      expect(alias.length).toBeGreaterThan(1000);
      expect(alias).toBe(mainOf(await (await request.get(route.canonical)).text()));
      const errors = collectErrors(page);
      const otherOrigins = collectOtherOrigins(page, baseURL);
      await openHydrated(page, route.path);
      await expectHead(page, route);
      expect(errors).toEqual([]);
      expect(otherOrigins).toEqual([]);
    });
    continue;
  }

  test(`route ${route.path}: head, no error or third-party request, no restyle, axe violation or colour transition, screenshot`, async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    const otherOrigins = collectOtherOrigins(page, baseURL);
    await recordColorTransitions(page);
    await recordStyleSheetChanges(page);
    await openStill(page, route.path);
    await expectHead(page, route);
    // Hydration left the page's style sheets as the server sent them (the next step adds one of the test's own).
    expect(await changedStyleSheets(page)).toEqual([]);

    await expect(page).toHaveScreenshot(`${slug(route.path)}.png`, { fullPage: true });
    expect(errors).toEqual([]);
    expect(otherOrigins).toEqual([]);

    // axe waits on timers of its own: let the page's clock run again. It checks the page with every part rendered,
    // as a visitor scrolling through it sees it.
    await page.clock.resume();
    await page.addStyleTag({ path: 'tests/e2e/support/render-all.css' });
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Nothing was hovered, focused or pressed: no colour moved, not even as the later parts were first rendered.
    expect(await startedColorTransitions(page)).toEqual([]);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} reads in full`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('contentinfo')).toContainText('©');
      await expect(page.getByRole('link', { name: /Help center/ })).toHaveAttribute(
        'href',
        '/contact-us-and-support/contact-support',
      );
    });
  }
});

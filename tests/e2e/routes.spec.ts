import { join } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { describeFiles, kB, tally } from '../../scripts/bench/js-bytes.ts';
import {
  changedStyleSheets,
  collectErrors,
  intlUses,
  mainOnly,
  openHydrated,
  openStill,
  recordColorTransitions,
  recordIntlUse,
  recordStyleSheetChanges,
  type RouteCase,
  isRepresentative,
  routes,
  siteContent,
  slug,
  startedColorTransitions,
} from './support';
import { designRuleSteps } from './support/design-rules.ts';
import {
  collectOtherOrigins,
  expectCurrentOnlyHere,
  expectHead,
  expectNoAxeViolation,
  expectReadsInFull,
  expectReflows,
  expectShareCardAndStructuredData,
  withoutJavaScript,
} from './support/route-checks.ts';

/*
 * Everything that only reads a freshly loaded page, checked on one load per route and size, a step per check (so a
 * failure names what failed): a load and hydration per check made the suite twice as long. What takes using a page
 * (widgets, the content security policy with every button pressed, other sizes, reduced motion) has specs of its own.
 *
 * A canonical route: its head, no console error, hydration warning or third-party request, no style sheet added by a
 * script, its screenshot, no axe violation, no colour transition nobody asked for, the design system's rules, and
 * with JavaScript off it still reads in full. At the desktop size also its first-load JavaScript budget, its share
 * card and structured data, and its reflow at 200% zoom; on a phone, no band of empty space after the hero, and its
 * reflow at 320px wide (the same page made narrower).
 * The screenshot is of the page's <main> only, with its clock and videos stopped: the header and the footer have
 * their own (shell-screenshots.spec.ts), so a change to them, such as a new page in the footer, changes their
 * baselines and not every page's.
 * An alias serves its page's own prerendered <main>, so it is checked for that instead of a second screenshot and axe.
 * The research library's pages that another one stands for (support/index.ts) have a lighter check of their own,
 * library-pages.desktop.spec.ts.
 */

const dist = join(import.meta.dirname, '..', '..', 'dist');

/** Records every script the page requests, as the first-load JavaScript measure counts them (scripts/bench/js-bytes.ts). */
function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The first-load JavaScript budget and the other origins' scripts, from the scripts the page requested until now. */
async function expectWithinBudget(page: Page, path: string, scripts: string[], baseURL: string) {
  // Every script the page asks for without interaction: up to hydration and a network at rest.
  await page.waitForLoadState('networkidle');
  const js = tally(path, scripts, baseURL, dist);
  expect(js.external, `${path} requests scripts from other origins`).toEqual([]);
  expect(js.files.length, `${path} requested no script at all: is the module loader missing?`).toBeGreaterThan(0);
  const message = `${path}: ${(js.gzipBytes / kB).toFixed(1)} kB gzip of JavaScript, budget ${js.budgetKb} kB (${describeFiles(js)})`;
  expect(js.gzipBytes / kB, message).toBeLessThanOrEqual(js.budgetKb);
}

// The desktop project holds what is the same at both sizes and was measured there (the JavaScript budget, the share
// card); the mobile project what is about a phone's layout.
const onDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';
const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const reflowsNarrowest = 'reflows at 320px wide: no sideways scrolling, nothing overlaps or is cut off';

for (const route of routes) {
  if (route.path !== route.canonical) {
    test(`alias ${route.path}: the page ${route.canonical}, its head, no error or third-party request, JavaScript budget, reflow, reads without JavaScript`, async ({ page, baseURL, browser, request }, testInfo) => {
      await test.step('serves the same <main> as its page', async () => {
        const alias = mainOf(await (await request.get(route.path)).text());
        expect(alias.length).toBeGreaterThan(1000);
        expect(alias).toBe(mainOf(await (await request.get(route.canonical)).text()));
      });
      const errors = collectErrors(page);
      const otherOrigins = collectOtherOrigins(page, baseURL);
      const scripts = collectScripts(page);
      await openHydrated(page, route.path);
      await test.step('its head: the page’s heading and title, the canonical address of its page', () => expectHead(page, route));
      await test.step('no console error, hydration warning or failed request', () => expect(errors).toEqual([]));
      await test.step('no request to another origin', () => expect(otherOrigins).toEqual([]));
      if (onDesktop(testInfo)) await test.step('first-load JavaScript within its budget', () => expectWithinBudget(page, route.path, scripts, baseURL!));
      if (onPhone(testInfo)) await test.step(reflowsNarrowest, () => expectReflows(page, 'narrowest'));
      await test.step('with JavaScript disabled it reads in full', () => withoutJavaScript(browser, baseURL!, testInfo, route.path, (plain) => expectReadsInFull(plain, route)));
    });
    continue;
  }

  // The library's other pages: library-pages.desktop.spec.ts.
  if (!isRepresentative(route)) continue;

  test(`route ${route.path}: head, no error or third-party request, no restyle, no locale data, screenshot, axe, design rules, JavaScript budget, reflow, share card, reads without JavaScript`, async ({ page, baseURL, browser, request }, testInfo) => {
    // Screenshot, axe and the design rules on one load take longer than one check on two busy cores.
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    const otherOrigins = collectOtherOrigins(page, baseURL);
    const scripts = collectScripts(page);
    await recordColorTransitions(page);
    await recordStyleSheetChanges(page);
    await recordIntlUse(page);
    await openStill(page, route.path);

    await test.step('its head: heading, title, canonical address, description', () => expectHead(page, route));
    // Hydration left the page's style sheets as the server sent them (the screenshot and axe add some of the test's own).
    await test.step('no style sheet added or removed by a script', async () => expect(await changedStyleSheets(page)).toEqual([]));
    await test.step('no locale data loaded while it loads and hydrates (no Intl object, no locale-aware method)', async () =>
      expect(await intlUses(page)).toEqual([]),
    );
    await test.step('screenshot of its main, without the header and footer', async () =>
      expect(page).toHaveScreenshot(`${slug(route.path)}.png`, await mainOnly(page)),
    );
    await test.step('no console error, hydration warning or failed request', () => expect(errors).toEqual([]));
    await test.step('no request to another origin', () => expect(otherOrigins).toEqual([]));
    await test.step('aria-current="page" only on links to this very address', () => expectCurrentOnlyHere(page, route.path));

    await test.step('no axe violation, with every part rendered', async () => {
      // axe waits on timers of its own: let the page's clock run again. It checks the page with every part rendered,
      // as a visitor scrolling through it sees it; the design rules below read that same full layout.
      await page.clock.resume();
      await expectNoAxeViolation(page);
    });
    // Nothing was hovered, focused or pressed: no colour moved, not even as the later parts were first rendered.
    await test.step('no colour transition the visitor did not start', async () => expect(await startedColorTransitions(page)).toEqual([]));

    await test.step("follows the design system's rules", () => designRuleSteps(page, route.path));

    if (onPhone(testInfo)) {
      await test.step("on a phone no band of empty space follows the hero", async () => {
        // From the end of the hero's content to the start of the next part's content: their paddings, and nothing else.
        const gap = await page.locator('#main').evaluate((main) => {
          const [hero, next] = main.children;
          return next!.firstElementChild!.getBoundingClientRect().top - hero!.firstElementChild!.getBoundingClientRect().bottom;
        });
        expect(gap, `${route.path}: space between the hero's content and what follows`).toBeLessThanOrEqual(80);
      });
      await test.step(reflowsNarrowest, () => expectReflows(page, 'narrowest'));
    }

    if (onDesktop(testInfo)) {
      await test.step('first-load JavaScript within its budget', () => expectWithinBudget(page, route.path, scripts, baseURL!));
      // After the budget: a smaller window could bring a part near the viewport that asks for more.
      await test.step('reflows at 200% zoom of a 1280×800 window: no sideways scrolling, nothing overlaps or is cut off', () => expectReflows(page, 'zoomed'));
    }

    await test.step('with JavaScript disabled it reads in full' + (onDesktop(testInfo) ? ', with its own share card and structured data' : ''), () =>
      withoutJavaScript(browser, baseURL!, testInfo, route.path, async (plain) => {
        await expectReadsInFull(plain, route);
        await expectCurrentOnlyHere(plain, route.path);
        if (onDesktop(testInfo)) await expectShareCardAndStructuredData(plain, route.path, request);
      }),
    );
  });
}

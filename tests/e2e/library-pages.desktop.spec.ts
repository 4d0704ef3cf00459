import { expect, test } from '@playwright/test';
import { collectErrors, isRepresentative, openHydrated, routes } from './support';
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
 * The research library's pages that another page stands for in the sweeps (support/index.ts): made by the same
 * components from other entries, so their screenshots, design rules and phone layout are their representative's
 * (routes.spec.ts). What is each page's own is checked here, once, at the desktop size: its head, no error or
 * third-party request, its current link, axe on its own words and tables, its reflow at 320px wide (its own words
 * could be longer than a phone's line), that it reads without JavaScript, and its share card and structured data.
 */
for (const route of routes.filter((candidate) => !isRepresentative(candidate))) {
  test(`library page ${route.path}: head, no error or third-party request, current link, axe, reflow, reads without JavaScript, share card`, async ({ page, baseURL, browser, request }, testInfo) => {
    const errors = collectErrors(page);
    const otherOrigins = collectOtherOrigins(page, baseURL);
    await openHydrated(page, route.path);
    await test.step('its head: heading, title, canonical address, description', () => expectHead(page, route));
    await test.step('no console error, hydration warning or failed request', () => expect(errors).toEqual([]));
    await test.step('no request to another origin', () => expect(otherOrigins).toEqual([]));
    await test.step('aria-current="page" only on links to this very address', () => expectCurrentOnlyHere(page, route.path));
    await test.step('no axe violation, with every part rendered', () => expectNoAxeViolation(page));
    await test.step('reflows at 320px wide: no sideways scrolling, nothing overlaps or is cut off', () => expectReflows(page, 'narrowest'));
    await test.step('with JavaScript disabled it reads in full, with its own share card and structured data', () =>
      withoutJavaScript(browser, baseURL!, testInfo, route.path, async (plain) => {
        await expectReadsInFull(plain, route);
        await expectShareCardAndStructuredData(plain, route.path, request);
      }),
    );
  });
}

import { representativeRoutes, slug } from '../e2e/support';
import { expect, expectNoErrors, openHydrated, sizes, test } from './support/fixtures.ts';

// Every page at both sizes (of the research library, the pages that stand for the others: representativeRoutes),
// in the project's engine: it loads, React takes over <main>, nothing is logged or thrown,
// and the served Content Security Policy blocks nothing. The screenshots are kept in the report to look at, not
// compared: engines draw text differently, and the Chromium suite holds the pixels.

const canonicalRoutes = representativeRoutes.filter((route) => route.path === route.canonical);

for (const [sizeName, size] of Object.entries(sizes)) {
  test.describe(`${sizeName} ${size.width}×${size.height}`, () => {
    test.use({ size });

    for (const { path, heading } of canonicalRoutes) {
      test(`${path} loads and hydrates with no error and no policy violation`, async ({ page, engineName }, testInfo) => {
        await openHydrated(page, path);
        expect(await page.locator('h1').textContent()).toBe(heading);
        await testInfo.attach(`${engineName}-${sizeName}-${slug(path)}.png`, { body: await page.fullPageScreenshot(), contentType: 'image/png' });
        await expectNoErrors(page);
      });
    }
  });
}

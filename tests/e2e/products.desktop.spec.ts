import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pages.ts';
import { expectMainTabOrder } from './support/order';
import { openHydrated, productCases, siteContent } from './support';
import { formCaseOf } from './support/forms';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.

const generalInquiry = formCaseOf('general-inquiry').path;

// Spec §2: each product's own paths, the capabilities its overview names, and its call to action.
const expected = [
  {
    base: '/product-and-solutions/energy-management-system',
    capabilities: [/real-time optimization/i, /weather.*price-aware/i, /autonomous decisions/i, /self-adaptation/i],
    cta: /Get a free (consultation|demo)/,
  },
  {
    base: '/product-and-solutions/market-intelligence',
    capabilities: [/demand forecasting/i, /policy trend tracking/i, /price forecasting/i, /visualization dashboards/i],
    cta: /Get a free (consultation|demo)/,
  },
  {
    base: '/product-and-solutions/hydrogen-management-system',
    capabilities: [/energy dispatch/i, /refueling management/i, /safety monitoring/i, /AI scheduler/i],
    cta: /Get a free (consultation|demo)/,
  },
];

test("the spec's three products, in order, are the collection in content/products/", () => {
  expect(productCases.map(({ product }) => product.overview)).toEqual(expected.map((product) => product.base));
});

for (const product of expected) {
  const entry = productCases.find((candidate) => candidate.product.overview === product.base)!.entry;
  const overviewPage = entry.overview.page;
  const featuresPage = entry.features.page;

  test.describe(`${entry.name} overview`, () => {
    for (const path of [product.base, `${product.base}/overview`]) {
      test(`at ${path}: hero, four capability tiles, audiences, and the canonical shorter path`, async ({ page }) => {
        await openHydrated(page, path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(overviewPage.heading);
        await expect(main.getByText(entry.tagline, { exact: true })).toBeVisible();
        await expect(main.getByText(overviewPage.intro, { exact: true })).toBeVisible();
        await expect(main.getByRole('img', { name: entry.imageAlt })).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteContent.url}${product.base}`);
        const capabilities = page.getByRole('region', { name: entry.overview.capabilities.heading });
        const tiles = capabilities.getByRole('listitem');
        await expect(tiles).toHaveCount(4);
        for (const [index, capability] of product.capabilities.entries()) {
          await expect(tiles.nth(index).getByRole('heading', { level: 3 })).toHaveText(capability);
        }
        // The tile icons are decorative.
        await expect(capabilities.getByRole('img')).toHaveCount(0);
        const audiences = page.getByRole('region', { name: entry.overview.audiences.heading });
        await expect(audiences.getByRole('listitem')).toHaveCount(entry.overview.audiences.items.length);
      });
    }

    test('Explore features lands on the features page of the same product', async ({ page }) => {
      await openHydrated(page, `${product.base}/overview`);
      const explore = page.getByRole('main').getByRole('link', { name: 'Explore features' });
      await expect(explore).toHaveAttribute('href', `${product.base}/features`);
      await explore.click();
      await expect(page).toHaveURL(`${product.base}/features`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresPage.heading);
    });

    test('the closing call to action opens general inquiry with the product subject preselected', async ({ page }) => {
      await openHydrated(page, product.base);
      const cta = page.getByRole('main').getByRole('link', { name: product.cta });
      await expect(cta).toHaveAttribute('href', `${generalInquiry}?subject=product`);
      await cta.click();
      await expect(page).toHaveURL(`${generalInquiry}?subject=product`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

    test('every link and button is reachable with Tab in reading order, with visible focus', async ({ page }) => {
      await openHydrated(page, product.base);
      await expectMainTabOrder(page);
    });
  });

  test.describe(`${entry.name} features`, () => {
    test('six feature cards with decorative icons, and a way back to the overview', async ({ page }) => {
      await openHydrated(page, `${product.base}/features`);
      const main = page.getByRole('main');
      const cards = main.getByRole('listitem');
      await expect(cards).toHaveCount(6);
      await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: entry.features.cta.heading })).toHaveText(
        entry.features.items.map((item) => item.title),
      );
      await expect(cards.getByRole('img')).toHaveCount(0);
      await expect(cards.locator('img[alt=""]')).toHaveCount(6);
      const back = main.getByRole('link', { name: entry.features.backLink });
      await back.click();
      await expect(page).toHaveURL(product.base);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(overviewPage.heading);
    });

    test('"Contact us today!" lands on the general inquiry page', async ({ page }) => {
      await openHydrated(page, `${product.base}/features`);
      await page.getByRole('main').getByRole('link', { name: 'Contact us today!' }).click();
      await expect(page).toHaveURL(new RegExp(`${generalInquiry}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

    test('every link is reachable with Tab in reading order, with visible focus', async ({ page }) => {
      await openHydrated(page, `${product.base}/features`);
      await expectMainTabOrder(page);
    });
  });
}

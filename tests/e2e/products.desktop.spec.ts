import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pages.ts';
import { expectMainTabOrder } from './support/order';
import { openHydrated, productCases, siteContent } from './support';
import { formCaseOf } from './support/forms';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.

const generalInquiry = formCaseOf('general-inquiry').path;

// The products the site must offer, in this order, and the capabilities each overview must name, in this order.
// The collection in content/products/ may hold more; every product it holds is tested below.
const required = [
  {
    overview: '/product-and-solutions/energy-management-system',
    capabilities: [/real-time optimization/i, /weather.*price-aware/i, /autonomous decisions/i, /self-adaptation/i],
  },
  {
    overview: '/product-and-solutions/market-intelligence',
    capabilities: [/demand forecasting/i, /policy trend tracking/i, /price forecasting/i, /visualization dashboards/i],
  },
  {
    overview: '/product-and-solutions/hydrogen-management-system',
    capabilities: [/energy dispatch/i, /refueling management/i, /safety monitoring/i, /AI scheduler/i],
  },
];

test('the required products are in content/products/, in order, each naming its capabilities', () => {
  const overviews = productCases.map(({ product }) => product.overview as string);
  const positions = required.map((want) => overviews.indexOf(want.overview));
  expect(positions).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const [index, want] of required.entries()) {
    const titles = productCases[positions[index]!]!.entry.overview.capabilities.items.map((item) => item.title);
    for (const [at, capability] of want.capabilities.entries()) expect(titles[at]).toMatch(capability);
  }
});

for (const { product, entry } of productCases) {
  const overviewPage = entry.overview.page;
  const featuresPage = entry.features.page;

  test.describe(`${entry.name} overview`, () => {
    for (const path of [product.overview, `${product.overview}/overview`]) {
      test(`at ${path}: hero, a tile per capability, audiences, and the canonical shorter path`, async ({ page }) => {
        await openHydrated(page, path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(overviewPage.heading);
        await expect(main.getByText(entry.tagline, { exact: true })).toBeVisible();
        await expect(main.getByText(overviewPage.intro, { exact: true })).toBeVisible();
        await expect(main.getByRole('img', { name: entry.imageAlt })).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteContent.url}${product.overview}`);
        const capabilities = page.getByRole('region', { name: entry.overview.capabilities.heading });
        const tiles = capabilities.getByRole('listitem');
        await expect(tiles).toHaveCount(entry.overview.capabilities.items.length);
        await expect(tiles.getByRole('heading', { level: 3 })).toHaveText(entry.overview.capabilities.items.map((item) => item.title));
        // The tile icons are decorative.
        await expect(capabilities.getByRole('img')).toHaveCount(0);
        const audiences = page.getByRole('region', { name: entry.overview.audiences.heading });
        await expect(audiences.getByRole('listitem')).toHaveCount(entry.overview.audiences.items.length);
      });
    }

    test('Explore features lands on the features page of the same product', async ({ page }) => {
      await openHydrated(page, `${product.overview}/overview`);
      const explore = page.getByRole('main').getByRole('link', { name: entry.overview.explore });
      await expect(explore).toHaveAttribute('href', product.features);
      await explore.click();
      await expect(page).toHaveURL(product.features);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuresPage.heading);
    });

    test('the closing call to action opens general inquiry with the product subject preselected', async ({ page }) => {
      await openHydrated(page, product.overview);
      const cta = page.getByRole('main').getByRole('link', { name: entry.overview.cta.link.label });
      await expect(cta).toHaveAttribute('href', `${generalInquiry}?subject=product`);
      await cta.click();
      await expect(page).toHaveURL(`${generalInquiry}?subject=product`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

    test('every link and button is reachable with Tab in reading order, with visible focus', async ({ page }) => {
      await openHydrated(page, product.overview);
      await expectMainTabOrder(page);
    });
  });

  test.describe(`${entry.name} features`, () => {
    test('a card per feature with decorative icons, and a way back to the overview', async ({ page }) => {
      await openHydrated(page, product.features);
      const main = page.getByRole('main');
      const cards = main.getByRole('listitem');
      await expect(cards).toHaveCount(entry.features.items.length);
      await expect(main.getByRole('heading', { level: 2 }).filter({ hasNotText: entry.features.cta.heading })).toHaveText(
        entry.features.items.map((item) => item.title),
      );
      await expect(cards.getByRole('img')).toHaveCount(0);
      await expect(cards.locator('img[alt=""]')).toHaveCount(entry.features.items.length);
      const back = main.getByRole('link', { name: entry.features.backLink });
      await back.click();
      await expect(page).toHaveURL(product.overview);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(overviewPage.heading);
    });

    test('the closing call to action lands on the general inquiry page', async ({ page }) => {
      await openHydrated(page, product.features);
      await page.getByRole('main').getByRole('link', { name: entry.features.cta.link.label }).click();
      await expect(page).toHaveURL(new RegExp(`${generalInquiry}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

    test('every link is reachable with Tab in reading order, with visible focus', async ({ page }) => {
      await openHydrated(page, product.features);
      await expectMainTabOrder(page);
    });
  });
}

import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { pages } from '../../src/content/pages.ts';
import { palette } from '../../src/styles/palette.ts';
import { expectMainTabOrder } from './support/order';
import { openHydrated, productCases, siteContent } from './support';
import { formCaseOf } from './support/forms';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.

const generalInquiry = formCaseOf('general-inquiry').path;

/** `#0B6E4F` as the browser computes it, `rgb(11, 110, 79)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * The hero's calls to action, in order: the first is the page's main one, filled in the brand's colour, the second is
 * outlined on white (controls.css.ts `button`).
 */
async function expectHeroActions(main: Locator, labels: readonly string[]) {
  const actions = main.locator('h1 ~ div').first().getByRole('link');
  await expect(actions).toHaveText(labels);
  await expect(actions.first()).toHaveCSS('background-color', rgb(palette.primary));
  await expect(actions.nth(1)).not.toHaveCSS('background-color', rgb(palette.primary));
}

/** The smallest words of the product screens' drawings (art/images/product-*.svg), in the drawings' units. */
const smallestWords = 8;
/** A mark's radius in the drawings' units (components/ProductTour). */
const markRadius = 9;

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
        // The introduction is said once: no section under the hero repeats it.
        await expect(main.getByText(overviewPage.intro, { exact: true })).toHaveCount(1);
        await expect(main.getByText(overviewPage.intro, { exact: true })).toBeVisible();
        await expect(main.getByRole('img', { name: entry.imageAlt })).toBeVisible();
        await expectHeroActions(main, [entry.overview.demo.label, entry.overview.explore]);
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

    test('the tour: a numbered mark on the screen per point of content, in the list\'s order, and the list read as content', async ({ page }) => {
      await openHydrated(page, product.overview);
      const { tour } = entry.overview;
      const section = page.getByRole('region', { name: tour.heading });
      // The list is what a screen reader reads: one item per point, in content's order.
      const items = section.getByRole('listitem');
      await expect(items).toHaveCount(tour.points.length);
      await expect(items.getByRole('heading', { level: 3 })).toHaveText(tour.points.map((point) => point.title));
      for (const [index, point] of tour.points.entries()) await expect(items.nth(index).locator('p')).toHaveText(point.text);
      // The marks are drawn for the eye, inside the picture (whose description is read once), hidden from the tree.
      const picture = section.getByRole('img', { name: entry.imageAlt });
      await expect(picture).toHaveCount(1);
      const marks = picture.locator('[data-tour-mark]');
      await expect(marks).toHaveCount(tour.points.length);
      expect(await marks.evaluateAll((all) => all.map((mark) => mark.getAttribute('data-tour-mark')))).toEqual(tour.points.map((point) => point.id));
      await expect(marks).toHaveText(tour.points.map((_, index) => String(index + 1)));
      await expect(picture.locator('g[aria-hidden="true"] > [data-tour-mark]')).toHaveCount(tour.points.length);
      // Each mark sits where content puts it, inside the picture.
      const box = (await picture.boundingBox())!;
      for (const [index, point] of tour.points.entries()) {
        const mark = (await marks.nth(index).locator('circle').last().boundingBox())!;
        expect(Math.abs(mark.x + mark.width / 2 - (box.x + (point.x / 480) * box.width))).toBeLessThan(2);
        expect(Math.abs(mark.y + mark.height / 2 - (box.y + (point.y / 320) * box.height))).toBeLessThan(2);
      }
    });

    test('what it connects to: each group of content with its marks', async ({ page }) => {
      await openHydrated(page, product.overview);
      const section = page.getByRole('region', { name: entry.overview.connects.heading });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(entry.overview.connects.groups.map((group) => group.label));
      for (const group of entry.overview.connects.groups) {
        await expect(section.locator(`[data-connects-group="${group.id}"]`).getByRole('listitem')).toHaveText(group.items);
      }
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the screen is one readable crop, its words at least 11px high, with the marks inside it', async ({ page }) => {
        await openHydrated(page, product.overview);
        const { tour } = entry.overview;
        const picture = page.getByRole('region', { name: tour.heading }).getByRole('img', { name: entry.imageAlt });
        await expect(picture).toHaveCount(1);
        await expect(picture).toHaveAttribute('viewBox', `${tour.phoneCrop.x} ${tour.phoneCrop.y} ${tour.phoneCrop.width} ${tour.phoneCrop.height}`);
        const { width } = (await picture.boundingBox())!;
        expect((width / tour.phoneCrop.width) * smallestWords).toBeGreaterThanOrEqual(11);
        // The marks whose disc lies wholly inside the crop are drawn on it, in the list's order.
        const within = (value: number, start: number, length: number) => value - markRadius >= start && value + markRadius <= start + length;
        const inside = tour.points.filter((point) => within(point.x, tour.phoneCrop.x, tour.phoneCrop.width) && within(point.y, tour.phoneCrop.y, tour.phoneCrop.height));
        expect(inside.length).toBeGreaterThan(0);
        const marks = picture.locator('[data-tour-mark]');
        expect(await marks.evaluateAll((all) => all.map((mark) => mark.getAttribute('data-tour-mark')))).toEqual(inside.map((point) => point.id));
        await expect(marks).toHaveText(inside.map((point) => String(tour.points.indexOf(point) + 1)));
      });
    });

    test('Request a demo leads to the demo request', async ({ page }) => {
      await openHydrated(page, product.overview);
      const demo = page.getByRole('main').getByRole('link', { name: entry.overview.demo.label });
      await expect(demo).toHaveAttribute('href', entry.overview.demo.href);
      await demo.click();
      await expect(page).toHaveURL(entry.overview.demo.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

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
      // Followed from the keyboard: where the link leads is the subject here. A click raced the page's end, which can
      // still move as the later parts render after a jump to it (docs/performance-measurement.md, "A jump to the end
      // of a page").
      await cta.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${generalInquiry}?subject=product`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

    test('every link and button is reachable with Tab in reading order, with visible focus', async ({ page }) => {
      await openHydrated(page, product.overview);
      await expectMainTabOrder(page);
    });
  });

  test.describe(`${entry.name} features`, () => {
    test('a card per feature with decorative icons on an even grid, a demo first and the way back second', async ({ page }) => {
      await openHydrated(page, product.features);
      const main = page.getByRole('main');
      await expectHeroActions(main, [entry.overview.demo.label, entry.features.backLink]);
      // An even grid: every card one width, three to a row.
      const widths = await main.getByRole('listitem').evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().width)));
      expect(new Set(widths).size).toBe(1);
      const tops = await main.getByRole('listitem').evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(2);
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
      // Followed from the keyboard, as the overview's closing call to action is (above).
      await page.getByRole('main').getByRole('link', { name: entry.features.cta.link.label }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${generalInquiry}(\\?|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[generalInquiry]?.heading ?? '');
    });

    test('every link is reachable with Tab in reading order, with visible focus', async ({ page }) => {
      await openHydrated(page, product.features);
      await expectMainTabOrder(page);
    });
  });
}

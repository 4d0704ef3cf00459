import { expect, test } from '@playwright/test';
import { home } from '../../src/content/home.ts';
import { products } from '../../src/content/products.ts';
import { openHydrated, productCases, tabTo } from './support';

// The design system on a phone: the home page's long card sets are rows that scroll sideways and show where you are in
// them, and the fixed header stays small. That the hero's content is followed at once by the page's next part is checked on every route by
// routes.spec.ts, on the load it checks everything else on.

test('on a phone, the fixed header keeps at most 72px of the screen once the page scrolls', async ({ page }) => {
  await openHydrated(page, '/');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(72);
  // Focus on a link of the strip brings it back.
  await page.getByRole('banner').getByRole('link').first().focus();
  await expect.poll(() => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
});

test("on a phone the home page is well under 5,000px long: its products and audiences are rows that scroll sideways", async ({ page }) => {
  await openHydrated(page, '/');
  // Every part rendered: a part not rendered yet has only an estimated height.
  await page.addStyleTag({ path: 'tests/e2e/support/render-all.css' });
  for (const id of ['products', 'audiences']) {
    const row = page.locator(`#${id} ul`).first();
    const { overflowX, scrollWidth, clientWidth } = await row.evaluate((list) => ({ overflowX: getComputedStyle(list).overflowX, scrollWidth: list.scrollWidth, clientWidth: list.clientWidth }));
    expect(overflowX, id).toBe('auto');
    expect(scrollWidth, `${id}: the row holds more than the screen shows`).toBeGreaterThan(clientWidth);
  }
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5000);
});

test('on a phone each link of a row that scrolls sideways is in full view as it takes focus by Tab', async ({ page }) => {
  await openHydrated(page, '/');
  const link = (label: string) => page.locator('#audiences').getByRole('link', { name: label });
  const inView = (label: string) =>
    link(label).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= document.documentElement.clientWidth;
    });
  const labels = home.audiences.items.map((item) => item.link.label);
  expect(await inView(labels.at(-1)!), 'the last card starts beside the screen').toBe(false);
  for (const label of labels) {
    await tabTo(page, link(label), 80);
    await expect.poll(() => inView(label), label).toBe(true);
  }
});

test('on a phone each row that scrolls sideways shows where you are in it: a mark per card, the one in view marked', async ({ page }) => {
  await openHydrated(page, '/');
  for (const [id, count] of [['products', products.length], ['audiences', home.audiences.items.length]] as const) {
    const section = page.locator(`#${id}`);
    await section.scrollIntoViewIfNeeded();
    const marks = section.locator('[data-row-position] > *');
    await expect(marks, id).toHaveCount(count);
    await expect(marks.first()).toHaveAttribute('data-current', '');
    const row = section.locator('ul').first();
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth, behavior: 'instant' }));
    await expect(marks.last(), `${id} scrolled to its end`).toHaveAttribute('data-current', '');
    await expect(section.locator('[data-row-position] > [data-current]')).toHaveCount(1);
    await row.evaluate((list) => list.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(marks.first(), `${id} back at its start`).toHaveAttribute('data-current', '');
  }
});

/** The smallest words of the product screens' drawings (art/images/product-*.svg), in the drawings' units. */
const smallestWords = 8;

test("on a phone each product row shows its screen's crop, its words at least 11px high", async ({ page }) => {
  await openHydrated(page, '/');
  const rows = page.locator('#products ul').first().locator(':scope > li');
  await expect(rows).toHaveCount(productCases.length);
  for (const [index, { product, entry }] of productCases.entries()) {
    const { phoneCrop: crop } = entry.overview.tour;
    await expect(rows.nth(index).getByRole('heading', { level: 3 })).toHaveText(product.name);
    // Only one view of the screen is displayed: the crop.
    const shown = rows.nth(index).locator('svg[data-screen-view]:visible');
    await expect(shown, product.name).toHaveCount(1);
    await expect(shown).toHaveAttribute('viewBox', `${crop.x} ${crop.y} ${crop.width} ${crop.height}`);
    const { width } = (await shown.boundingBox())!;
    expect((width / crop.width) * smallestWords, product.name).toBeGreaterThanOrEqual(11);
  }
});

import { expect, test } from '@playwright/test';
import { openHydrated, routes } from './support';

// DESIGN.md §6 on a phone: the hero's content is followed at once by the page's next part.

const canonicalRoutes = routes.filter((route) => route.path === route.canonical);

test('on a phone no band of empty space follows the hero', async ({ page }) => {
  for (const route of canonicalRoutes) {
    await openHydrated(page, route.path);
    // From the end of the hero's content to the start of the next part's content: their paddings, and nothing else.
    const gap = await page.locator('#main').evaluate((main) => {
      const [hero, next] = main.children;
      return next!.firstElementChild!.getBoundingClientRect().top - hero!.firstElementChild!.getBoundingClientRect().bottom;
    });
    expect(gap, `${route.path}: space between the hero's content and what follows`).toBeLessThanOrEqual(80);
  }
});

test('on a phone, the fixed header keeps at most 72px of the screen once the page scrolls', async ({ page }) => {
  await openHydrated(page, '/');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom)).toBeLessThanOrEqual(72);
  // Focus on a link of the strip brings it back.
  await page.getByRole('banner').getByRole('link').first().focus();
  await expect.poll(() => page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
});

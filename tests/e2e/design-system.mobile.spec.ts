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

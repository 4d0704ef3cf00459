import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

// WCAG 1.4.10: at 320 CSS pixels wide nothing needs horizontal scrolling (the logo row clips its own overflow).
const paths = [
  '/',
  '/product-and-solutions/energy-management-system',
  '/product-and-solutions/energy-management-system/features',
  '/product-and-solutions/market-intelligence',
  '/product-and-solutions/market-intelligence/features',
  '/product-and-solutions/hydrogen-management-system',
  '/product-and-solutions/hydrogen-management-system/features',
  '/product-and-solutions/pricing',
  '/research-and-resources/milestones',
];

for (const path of paths) {
  test(`${path} reflows at 320px without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openHydrated(page, path);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
}

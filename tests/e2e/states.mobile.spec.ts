import { expect, test } from '@playwright/test';
import { navigation } from '../../src/content/navigation.ts';
import { openStill } from './support';

/*
 * Screenshots of the states a visitor can bring a page into, beside the routes' own (routes.spec.ts): each one
 * fails on any pixel that changes. The page's clock stands still (openStill), so nothing moves by itself.
 */

// The About section open is menu.mobile.spec.ts's screenshot.
const sections = navigation.items.flatMap((item) => ('section' in item && item.id !== 'about' ? [item.shortLabel] : []));
for (const name of sections) {
  test(`the mobile menu with ${name} open`, async ({ page }) => {
    await openStill(page, '/');
    await page.clock.resume();
    await page.getByRole('banner').getByRole('button', { name: navigation.menuLabels.open }).click();
    const dialog = page.getByRole('dialog', { name: navigation.menuLabels.dialog });
    const button = dialog.getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The slide-in has finished.
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    await expect(page).toHaveScreenshot(`mobile-menu-${name.toLowerCase()}-open.png`);
  });
}

import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

test('what a visitor scrolled before the page hydrated stays where it is', async ({ page }) => {
  // Hold the entry module back until the visitor has scrolled, so hydration certainly comes after it.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/about-us/meet-our-team', { waitUntil: 'load' });
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  const scrolled = await page.evaluate(() => window.scrollY);
  releaseEntry();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The router's first render would reset the scroll right after hydration: give it a frame to do so.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a link inside the app opens its page at the top, and Back returns to where the visitor was', async ({ page }) => {
  await openHydrated(page, '/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/career/i);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/');
  // Sections the jump skipped are laid out at full size by now, so the offset differs: what the visitor saw is back.
  await expect(footerLink).toBeInViewport();
});

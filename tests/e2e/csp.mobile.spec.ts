import { expect, test } from '@playwright/test';
import { navigationSection, openHydrated } from './support';

// The policy is what these tests are about: enforced here, where the rest of the suite bypasses it (playwright.config.ts).
test.use({ bypassCSP: false });

test('the mobile menu opens, expands a section and closes without tripping the content security policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  await openHydrated(page, '/about-us/careers');
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: navigationSection('products').shortLabel, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

test('the header gains a shadow after 10px of scroll and loses it at the top', async ({ page }) => {
  await openHydrated(page, '/');
  const header = page.getByRole('banner');
  const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
  await expect.poll(shadow).toBe('none');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(shadow).toBe('none');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect.poll(shadow).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(shadow).toBe('none');
});

test('keyboard focus is never hidden under the fixed strip and header', async ({ page }) => {
  await openHydrated(page, '/');
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  let checked = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      // The skip link is drawn above the header on purpose.
      if (!el || el === document.body || el.closest('header') || el.matches('a[href="#main"]')) return null;
      const rect = el.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, text: el.textContent?.trim().slice(0, 40) };
    });
    if (!focused) continue;
    checked++;
    expect(focused.top, `"${focused.text}" is under the header`).toBeGreaterThanOrEqual(headerBottom - 1);
  }
  expect(checked).toBeGreaterThan(20);
});

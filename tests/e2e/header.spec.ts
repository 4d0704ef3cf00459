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

test('the header fits on one line at every width from phone to desktop', async ({ page }) => {
  await openHydrated(page, '/about-us/careers');
  for (const width of [320, 390, 767, 768, 900, 1024, 1180, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await page.getByRole('banner').evaluate((header) => {
      const bar = header.lastElementChild as HTMLElement;
      // What is shown: a closed dropdown is laid out but invisible (visibility: hidden), and not part of the bar.
      const visible = [...bar.querySelectorAll('a, button')].filter((el) => el.checkVisibility({ visibilityProperty: true }));
      // A label that wraps has line boxes at more than one height.
      const lineCount = (el: Element) => {
        const bottoms = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
        }
        return bottoms.size;
      };
      return {
        pageScrollWidth: document.documentElement.scrollWidth,
        rightmost: Math.max(...visible.map((el) => el.getBoundingClientRect().right)),
        wrapped: visible.filter((el) => el.textContent?.trim() && lineCount(el) > 1).map((el) => el.textContent?.trim()),
      };
    });
    expect(layout.pageScrollWidth, `page scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
    expect(layout.rightmost, `header overflows at ${width}px`).toBeLessThanOrEqual(width);
    expect(layout.wrapped, `header labels wrap at ${width}px`).toEqual([]);
  }
});

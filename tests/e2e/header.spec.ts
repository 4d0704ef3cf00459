import { expect, test } from '@playwright/test';
import { headerBottom, openHydrated } from './support';
import { tabThrough, type TabStop } from './support/order';

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
  const bottom = await headerBottom(page);
  // Every stop of 60 presses of Tab from the top of the page, but the header's own and the skip link, which is drawn
  // above the header on purpose.
  const stops = (await tabThrough(page, 60)).filter((stop): stop is TabStop => stop !== null && !stop.inHeader && stop.href !== '#main');
  for (const stop of stops) expect(stop.viewportTop, `"${stop.text}" is under the header`).toBeGreaterThanOrEqual(bottom - 1);
  expect(stops.length).toBeGreaterThan(20);
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

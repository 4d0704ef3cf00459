import { expect, type Page } from '@playwright/test';

/**
 * Tabs through the page's main content from its start and checks that every visible link and button in it
 * receives focus, once each, in reading (document) order; that each shows a focus indicator
 * (`:focus-visible` with an outline); and that none is hidden under the fixed header.
 */
export async function expectMainTabOrder(page: Page) {
  const expected = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.offsetParent !== null && el.tabIndex >= 0)
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(expected.length).toBeGreaterThan(0);
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  // main is programmatically focusable (tabindex -1): Tab from it goes to its first link or button.
  await page.locator('main').focus();
  const reached: string[] = [];
  for (let press = 0; press < expected.length; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('main')) return null;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        html: el.outerHTML.slice(0, 120),
        visible: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        top: rect.top,
      };
    });
    if (!focused) break;
    expect(focused.visible, `focus on ${focused.html} is not visible`).toBe(true);
    expect(focused.top, `${focused.html} is under the header`).toBeGreaterThanOrEqual(headerBottom - 1);
    reached.push(focused.html);
  }
  expect(reached).toEqual(expected);
}

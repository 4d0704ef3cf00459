import { expect, type Page } from '@playwright/test';

/**
 * Tabs through everything focusable in <main> and checks that focus moves in reading order: down the page, and
 * left to right within a row. Returns the accessible text of what received focus, in order.
 */
export async function expectTabOrderFollowsReadingOrder(page: Page): Promise<string[]> {
  await page.locator('main').evaluate((main) => {
    // Start just before main's first focusable element.
    main.setAttribute('tabindex', '-1');
    main.focus();
  });
  const seen: { top: number; left: number; text: string }[] = [];
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !element.closest('main')) return null;
      const rect = element.getBoundingClientRect();
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, text: label.trim().slice(0, 60) };
    });
    if (!focused) break;
    seen.push(focused);
  }
  expect(seen.length).toBeGreaterThan(0);
  for (let index = 1; index < seen.length; index++) {
    const before = seen[index - 1]!;
    const now = seen[index]!;
    const sameRow = Math.abs(now.top - before.top) < 24;
    const inOrder = sameRow ? now.left > before.left : now.top > before.top;
    expect(inOrder, `"${now.text}" comes after "${before.text}" in the tab order but not in reading order`).toBe(true);
  }
  return seen.map((entry) => entry.text);
}

import { expect, type Page, test } from '@playwright/test';
import { openHydrated, representativeRoutes, routes } from './support';

// WCAG 1.4.10 Reflow. Runs once (in the desktop project): each test sets its own viewport.

/** Visible interactive elements whose boxes overlap another's (nested ones excepted), and text cut off by its box. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    const shown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const viewportWidth = document.documentElement.clientWidth;
    // A row that scrolls sideways on its own (a card grid's on a phone) holds items beside the screen on purpose: they
    // are reached by scrolling the row, and a link brings its card into view as it takes focus. The row itself fits.
    const sidewaysRow = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX) && parent.scrollWidth > parent.clientWidth) return parent;
      }
      return null;
    };
    const interactive = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(shown);
    for (const element of interactive) {
      const box = (sidewaysRow(element) ?? element).getBoundingClientRect();
      // A visually-hidden link (the skip link until focused) is 1px wide on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > viewportWidth + 1) problems.push(`${describe(element)} sticks out of the viewport (${Math.round(box.left)}–${Math.round(box.right)} of ${viewportWidth})`);
    }
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i]!;
        const b = interactive[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        // A link in running text that wraps onto the next line has a box per line: its bounding box would span both
        // lines and cover the link beside it that never touches it.
        const overlaps = [...a.getClientRects()].some((r) =>
          [...b.getClientRects()].some((s) => Math.min(r.right, s.right) - Math.max(r.left, s.left) > 2 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 2),
        );
        if (overlaps) problems.push(`${describe(a)} overlaps ${describe(b)}`);
      }
    }
    for (const element of document.querySelectorAll('h1, h2, h3, h4, p, li, a, button, label, dt, dd, th, td, figcaption')) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut off`);
    }
    return problems;
  });
}

/** Opens a path with every part of the page rendered: a part not rendered yet has only an estimated layout. */
async function openInFull(page: Page, path: string) {
  await openHydrated(page, path);
  await page.addStyleTag({ path: 'tests/e2e/support/render-all.css' });
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

test.describe('reflow', () => {
  for (const { path } of routes) {
    test(`${path} at 320px wide needs no horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openInFull(page, path);
      const { scrollWidth, clientWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `page is ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
      expect(await layoutProblems(page)).toEqual([]);
    });
  }

  test.describe('at 1280px with 200% zoom', () => {
    // 200% zoom of a 1280×800 window: 640×400 CSS pixels at twice the density.
    test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    for (const { path } of representativeRoutes) {
      test(`${path}: nothing overlaps or is cut off`, async ({ page }) => {
        await openInFull(page, path);
        const { scrollWidth, clientWidth } = await horizontalOverflow(page);
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        expect(await layoutProblems(page)).toEqual([]);
      });
    }
  });
});

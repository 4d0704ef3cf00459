import { expect, type Page } from '@playwright/test';
import { headerBottom } from './index.ts';

/** Where focus landed on one press of Tab. */
export interface TabStop {
  /** The start of the element's HTML: names it in messages and compares it with the document's own list. */
  html: string;
  /** What a person reads for it: its aria-label, else its text (first 60 characters). */
  text: string;
  /** Its href attribute, if it has one. */
  href: string | null;
  /** Whether it is inside <main>, and inside a <header>. */
  inMain: boolean;
  inHeader: boolean;
  /** Its place on the page (document coordinates), for reading order. */
  top: number;
  left: number;
  /** Its top edge in the viewport at the moment it had focus, to tell whether the fixed header covers it. */
  viewportTop: number;
  /** Whether it showed a focus indicator: `:focus-visible` with an outline. */
  focusVisible: boolean;
}

/**
 * The one walk by keyboard: presses Tab up to `maxPresses` times from where focus is, recording where it lands each
 * time (null when it lands on nothing, the document's body); ends before the first stop `ends` accepts.
 */
export async function tabThrough(page: Page, maxPresses: number, ends: (stop: TabStop | null) => boolean = () => false): Promise<Array<TabStop | null>> {
  const stops: Array<TabStop | null> = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): TabStop | null => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
      return {
        html: el.outerHTML.slice(0, 120),
        text: label.trim().slice(0, 60),
        href: el.getAttribute('href'),
        inMain: el.closest('main') !== null,
        inHeader: el.closest('header') !== null,
        top: rect.top + window.scrollY,
        left: rect.left + window.scrollX,
        viewportTop: rect.top,
        focusVisible: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (ends(stop)) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * A walk through a page's main content by keyboard: focuses <main> itself (tabindex -1, as the site shell renders
 * it), so that the next Tab goes to its first focusable element, then presses Tab until focus leaves <main>, or
 * `maxPresses` times, recording each stop.
 */
export async function tabThroughMain(page: Page, maxPresses = 80): Promise<TabStop[]> {
  await page.locator('main').evaluate((main) => {
    main.setAttribute('tabindex', '-1');
    main.focus();
  });
  const stops = await tabThrough(page, maxPresses, (stop) => !stop?.inMain);
  // None is null: the walk ended at the first stop outside <main>.
  return stops.filter((stop) => stop !== null);
}

/**
 * Tabs through the page's main content from its start and checks that every visible link and button in it
 * receives focus, once each, in document order; that each shows a focus indicator (`:focus-visible` with an
 * outline); and that none is hidden under the fixed header.
 */
export async function expectMainTabOrder(page: Page) {
  const expected = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.offsetParent !== null && el.tabIndex >= 0)
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(expected.length).toBeGreaterThan(0);
  const bottom = await headerBottom(page);
  // As many presses as there are links and buttons: one more element in the order shows as a difference below.
  const stops = await tabThroughMain(page, expected.length);
  for (const stop of stops) {
    expect(stop.focusVisible, `focus on ${stop.html} is not visible`).toBe(true);
    expect(stop.viewportTop, `${stop.html} is under the header`).toBeGreaterThanOrEqual(bottom - 1);
  }
  expect(stops.map((stop) => stop.html)).toEqual(expected);
}

/**
 * Tabs through everything focusable in <main> and checks that focus moves in reading order: down the page, and
 * left to right within a row. Returns the accessible text of what received focus, in order.
 */
export async function expectTabOrderFollowsReadingOrder(page: Page): Promise<string[]> {
  const stops = await tabThroughMain(page);
  expect(stops.length).toBeGreaterThan(0);
  for (let index = 1; index < stops.length; index++) {
    const before = stops[index - 1]!;
    const now = stops[index]!;
    const sameRow = Math.abs(now.top - before.top) < 24;
    const inOrder = sameRow ? now.left > before.left : now.top > before.top;
    expect(inOrder, `"${now.text}" comes after "${before.text}" in the tab order but not in reading order`).toBe(true);
  }
  return stops.map((stop) => stop.text);
}

import { expect, type Locator, type Page, test } from '@playwright/test';
import { navigation } from '../../src/content/navigation.ts';
import { isSection } from '../../src/lib/navigation.ts';
import { openHydrated } from './support';

/*
 * The header's keys, case by case as the WAI-ARIA APG's own example tests check its disclosure navigation
 * (w3c/aria-practices, test/tests/disclosure_navigation.js: "key-arrows", "key-home-end", "key-escape"), on the
 * header's items as the content lists them: section buttons and top-level links alike.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: navigation.label });

/** The navigation's own items, in order: a button per section, a link per top-level page. */
const topLevel = (page: Page): Locator[] =>
  navigation.items.map((item) =>
    isSection(item) ? nav(page).getByRole('button', { name: item.label }) : nav(page).getByRole('link', { name: item.label, exact: true }),
  );

const sections = navigation.items.filter(isSection);
/** A section whose dropdown holds at least three links, so that a middle one exists. */
const longSection = sections.find((section) => section.entries.filter((entry) => 'href' in entry).length >= 3)!;

async function openDropdown(page: Page, name: string) {
  const button = nav(page).getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  return { button, links: await panel.getByRole('link').all() };
}

test.describe('desktop header keys (APG disclosure navigation example)', () => {
  test.beforeEach(async ({ page }) => openHydrated(page, '/'));

  test('Right and Down move to the next item and stop at the last; Left and Up to the previous and stop at the first', async ({ page }) => {
    const items = topLevel(page);
    for (const key of ['ArrowRight', 'ArrowDown']) {
      for (let index = 0; index < items.length; index++) {
        await items[index]!.focus();
        await page.keyboard.press(key);
        await expect(items[Math.min(index + 1, items.length - 1)]!, `${key} from item ${index + 1}`).toBeFocused();
      }
    }
    for (const key of ['ArrowLeft', 'ArrowUp']) {
      for (let index = 0; index < items.length; index++) {
        await items[index]!.focus();
        await page.keyboard.press(key);
        await expect(items[Math.max(index - 1, 0)]!, `${key} from item ${index + 1}`).toBeFocused();
      }
    }
    // Moving between the items opens nothing.
    await expect(nav(page).locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('Home and End move to the first and last item', async ({ page }) => {
    const items = topLevel(page);
    await items[1]!.focus();
    await page.keyboard.press('Home');
    await expect(items[0]!).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.at(-1)!).toBeFocused();
  });

  test('Down on a button whose dropdown is open moves to its first link; on a closed one, to the next item', async ({ page }) => {
    const items = topLevel(page);
    const { button, links } = await openDropdown(page, sections[0]!.label);
    await page.keyboard.press('ArrowDown');
    await expect(links[0]!).toBeFocused();

    const closedIndex = navigation.items.indexOf(sections[1]!);
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await items[closedIndex]!.focus();
    await page.keyboard.press('ArrowDown');
    await expect(items[Math.min(closedIndex + 1, items.length - 1)]!).toBeFocused();
  });

  test("in an open dropdown, Down and Right move to the next link and stop at the last; Up and Left to the previous and stop at the first", async ({ page }) => {
    const { links } = await openDropdown(page, longSection.label);
    const last = links.length - 1;
    for (const [key, from, to] of [
      ['ArrowDown', 0, 1],
      ['ArrowRight', 0, 1],
      ['ArrowDown', last, last],
      ['ArrowRight', last, last],
      ['ArrowUp', 1, 0],
      ['ArrowLeft', 1, 0],
      ['ArrowUp', 0, 0],
      ['ArrowLeft', 0, 0],
    ] as const) {
      await links[from]!.focus();
      await page.keyboard.press(key);
      await expect(links[to]!, `${key} from link ${from + 1} of ${links.length}`).toBeFocused();
    }
  });

  test('in an open dropdown, Home and End move to its first and last link', async ({ page }) => {
    const { links } = await openDropdown(page, longSection.label);
    await links[1]!.focus();
    await page.keyboard.press('End');
    await expect(links.at(-1)!).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links[0]!).toBeFocused();
  });

  test('Escape on a link closes its dropdown and returns focus to its button', async ({ page }) => {
    const { button, links } = await openDropdown(page, longSection.label);
    await links[1]!.focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { team } from '../../src/content/team.ts';
import { fill } from '../../src/lib/fill.ts';
import { expectTabOrderFollowsReadingOrder } from './support/order';
import { axeBuilder, openHydrated, tabTo } from './support';
import { isPageHydrated } from './support/hydration';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.

const PATH = '/about-us/meet-our-team';
const { carousel } = team;
const total = carousel.cards.length;
const INTERVAL = carousel.autoplayMs;

const region = (page: Page) => page.getByRole('region', { name: carousel.label });
/** Every slide, shown or not (hidden ones are not in the accessibility tree, so not found by role). */
const slideElement = (page: Page, n: number) => region(page).locator(`[aria-roledescription="slide"][aria-label="${n} of ${total}"]`);
/** The slides assistive technology can reach. */
const exposedSlides = (page: Page) => region(page).getByRole('tabpanel');
const rotation = (page: Page) =>
  region(page).getByRole('button', { name: carousel.rotation.pause, exact: true }).or(region(page).getByRole('button', { name: carousel.rotation.play, exact: true }));
const next = (page: Page) => region(page).getByRole('button', { name: carousel.next });
const previous = (page: Page) => region(page).getByRole('button', { name: carousel.previous });
/** The slide picker's tab for card `n` (1-based). */
const dot = (page: Page, n: number) => region(page).getByRole('tab', { name: fill(carousel.tabLabel, { n, name: carousel.cards[n - 1]!.name }) });

/** Checks that card `n` (1-based) is the one shown and the only one exposed to assistive technology. */
async function expectShown(page: Page, n: number) {
  await expect(exposedSlides(page)).toHaveCount(1);
  await expect(exposedSlides(page)).toHaveAccessibleName(`${n} of ${total}`);
  await expect(exposedSlides(page).getByRole('heading')).toHaveText(carousel.cards[n - 1]!.name);
  for (let other = 1; other <= total; other++) {
    if (other !== n) await expect(slideElement(page, other)).toHaveAttribute('inert', '');
  }
  await expect(slideElement(page, n)).not.toHaveAttribute('inert');
  await expect(dot(page, n)).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens the page with the page's clock stopped from the start, then lets time run in 20 ms steps until
 * the page has hydrated: the carousel's first timer is then set within 20 ms of the clock's current time.
 */
async function open(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  await page.goto(PATH);
  const hydrated = () => page.evaluate(isPageHydrated);
  for (let step = 0; step < 500 && !(await hydrated()); step++) await page.clock.runFor(20);
  expect(await hydrated()).toBe(true);
}

test.describe('team carousel', () => {
  test('is an APG carousel: named region, slides named "n of total", rotation control first', async ({ page }) => {
    await open(page);
    await expect(region(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideElement(page, 1)).toHaveAttribute('role', 'tabpanel');
    await expect(region(page).locator('[aria-roledescription="slide"]')).toHaveCount(total);
    // Every tab names its own slide, selected or not, as in the APG example (carousel-2-tablist: "tab-aria-controls").
    for (let n = 1; n <= total; n++) {
      const controlled = await dot(page, n).getAttribute('aria-controls');
      await expect(region(page).locator(`[id="${controlled}"]`)).toHaveAttribute('aria-label', `${n} of ${total}`);
    }
    const firstFocusable = region(page).locator('button, a').first();
    await expect(firstFocusable).toHaveAccessibleName(carousel.rotation.pause);
    await expectShown(page, 1);
  });

  test(`starts at card 1, shows card 2 after ${INTERVAL} ms, and wraps from the last to 1`, async ({ page }) => {
    await open(page);
    await expectShown(page, 1);
    await page.clock.runFor(INTERVAL - 100);
    await expectShown(page, 1);
    await page.clock.runFor(120);
    await expectShown(page, 2);
    await page.clock.runFor(INTERVAL * (total - 2));
    await expectShown(page, total);
    await page.clock.runFor(INTERVAL);
    await expectShown(page, 1);
    // While rotating, the slides do not interrupt a screen reader.
    await expect(region(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  test('next and previous wrap last → 1 and 1 → last; dots jump to their card', async ({ page }) => {
    await open(page);
    await previous(page).click();
    await expectShown(page, total);
    await next(page).click();
    await expectShown(page, 1);
    await next(page).click();
    await expectShown(page, 2);
    await dot(page, total - 1).click();
    await expectShown(page, total - 1);
    await dot(page, 1).click();
    await expectShown(page, 1);
  });

  test('the slide picker is a tab list: one tab stop, arrow keys move between tabs and show their slide, and the rotation stops', async ({ page }) => {
    await open(page);
    await expect(region(page).getByRole('tablist', { name: carousel.tabListLabel })).toBeVisible();
    await expect(region(page).getByRole('tab')).toHaveCount(total);
    // The selected tab is the list's one stop: Tab from Previous lands on it, and Tab again leaves the list.
    await previous(page).focus();
    await page.keyboard.press('Tab');
    await expect(dot(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dot(page, 2)).toBeFocused();
    await expectShown(page, 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dot(page, total)).toBeFocused();
    await expectShown(page, total);
    await page.keyboard.press('Home');
    await expectShown(page, 1);
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.play);
    await page.clock.runFor(INTERVAL * 2);
    await expectShown(page, 1);
    await page.keyboard.press('Tab');
    await expect(next(page)).toBeFocused();
    // Each tab controls its own slide, the tab panel shown.
    await expect(exposedSlides(page)).toHaveAttribute('id', (await dot(page, 1).getAttribute('aria-controls'))!);
  });

  test('hovering stops the rotation; it resumes when the pointer leaves', async ({ page }) => {
    await open(page);
    await slideElement(page, 1).hover();
    await page.clock.runFor(INTERVAL * 3);
    await expectShown(page, 1);
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.pause);
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL);
    await expectShown(page, 2);
  });

  test('keyboard focus inside stops the rotation, and it does not restart after focus leaves', async ({ page }) => {
    await open(page);
    await tabTo(page, rotation(page), 60);
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.play);
    await page.keyboard.press('Tab');
    await expect(previous(page)).toBeFocused();
    await page.clock.runFor(INTERVAL * 3);
    await expectShown(page, 1);
    // Leave the carousel.
    await page.getByRole('link', { name: team.join.link.label }).focus();
    await page.clock.runFor(INTERVAL * 3);
    await expectShown(page, 1);
    await expect(region(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  test('the rotation button stops and starts the rotation and relabels, by mouse and keyboard', async ({ page }) => {
    await open(page);
    const live = region(page).locator('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'off');
    await rotation(page).click();
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.play);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL * 2);
    await expectShown(page, 1);
    await rotation(page).click();
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.pause);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL);
    await expectShown(page, 2);
    // By keyboard: focusing stops it; Enter starts it again even though focus stays inside.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await rotation(page).focus();
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.play);
    await page.keyboard.press('Enter');
    await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.pause);
    await page.clock.runFor(INTERVAL);
    await expectShown(page, 3);
  });

  test('cards cross-fade over about a second', async ({ page }) => {
    await open(page);
    const transition = await slideElement(page, 2).evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition.split(',').map((part) => part.trim())[0]).toBe('1s');
  });

  test('product cards show a visible link to their product overview', async ({ page }) => {
    await open(page);
    const productIndex = carousel.cards.findIndex((card) => card.type === 'product');
    const card = carousel.cards[productIndex]!;
    await dot(page, productIndex + 1).click();
    const link = exposedSlides(page).getByRole('link', { name: fill(carousel.productLinkLabel, { name: card.name }) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', card.type === 'product' ? card.link : '');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('does not rotate by itself and offers to start', async ({ page }) => {
      await open(page);
      await expect(rotation(page)).toHaveAccessibleName(carousel.rotation.play);
      await page.clock.runFor(INTERVAL * 3);
      await expectShown(page, 1);
      await next(page).click();
      await expectShown(page, 2);
    });
  });

  test('has no axe violations on any slide', async ({ page }) => {
    // axe needs running timers; choosing a card stops the rotation anyway.
    await openHydrated(page, PATH);
    for (let n = 1; n <= total; n++) {
      await dot(page, n).click();
      await expectShown(page, n);
      const results = await axeBuilder(page).include(`#team`).analyze();
      expect(results.violations.map((v) => `slide ${n}: ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every card is readable and the controls are hidden', async ({ page }) => {
      await page.goto(PATH);
      await expect(exposedSlides(page)).toHaveCount(total);
      for (const card of carousel.cards) {
        await expect(region(page).getByRole('heading', { name: card.name })).toBeVisible();
        await expect(region(page).getByText(card.biography)).toBeVisible();
      }
      await expect(region(page).getByRole('button')).toHaveCount(0);
    });
  });
});

test('the director, the departments and Join us to careers', async ({ page }) => {
  await openHydrated(page, PATH);
  // The director's word: her own, in the first person, signed with her name and role.
  const word = page.getByRole('region', { name: team.director.heading }).getByRole('figure');
  await expect(word.locator('blockquote p')).toHaveText(team.director.message);
  for (const paragraph of team.director.message) expect(paragraph, 'in the first person').toMatch(/\b(I|my|we|our)\b/);
  expect(team.director.message.join(' ')).not.toMatch(/\b(she|her|he|his)\b/i);
  await expect(word.locator('figcaption')).toHaveText(`${team.director.name}${team.director.role}`);
  await expect(page.getByRole('img', { name: team.director.portrait.alt })).toBeVisible();
  await expect(page.getByRole('region', { name: team.departments.heading }).getByRole('heading', { level: 3 })).toHaveText(
    team.departments.items.map((department) => department.title),
  );
  await expect(page.getByRole('link', { name: team.join.link.label })).toHaveAttribute('href', team.join.link.href);
});

test('keyboard order follows reading order', async ({ page }) => {
  await open(page);
  const order = await expectTabOrderFollowsReadingOrder(page);
  // The rotation control is the first thing in the carousel, and the carousel the first thing to focus in main (focus
  // there stops the rotation, so it may already offer to play).
  expect([carousel.rotation.pause, carousel.rotation.play]).toContain(order[0]);
});

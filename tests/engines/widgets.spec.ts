import { company } from '../../src/content/company.ts';
import { faq } from '../../src/content/faq.ts';
import { navigation } from '../../src/content/navigation.ts';
import { isSection } from '../../src/lib/navigation.ts';
import { team } from '../../src/content/team.ts';
import { navigationSection, routes, tabTo } from '../e2e/support';
import { formCases, forms, requiredMessages } from '../e2e/support/forms';
import { expect, expectNoErrors, openHydrated, sizes, test, type EngineLocator, type EnginePage } from './support/fixtures.ts';
import { fill } from '../../src/lib/fill.ts';

// Every widget by keyboard in the project's engine: what the Chromium suite tests in depth (header.desktop,
// menu.mobile, faq, meet-our-team.desktop, forms-errors, company-overview.desktop and shell specs), once here, so
// that an engine that lacks what a widget relies on fails.

/** The element a disclosure button shows and hides. */
async function panelOf(page: EnginePage, button: EngineLocator) {
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/**
 * Focus moved to the closing band's button (as a screen reader's jump would) once the page has learned its late parts'
 * heights (src/client/remember-late-heights.ts): the button stays where the jump put it, below the fixed header and on
 * the screen. Each engine renders the parts and remembers their heights its own way.
 */
async function expectJumpToEndLands(page: EnginePage) {
  await openHydrated(page, '/');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.lateHeights)).toBe('real');
  const placed = await page.evaluate(async () => {
    const action = document.querySelector<HTMLElement>('[data-cta-band] a')!;
    action.focus();
    // WebKit scrolls to what took focus in its next rendering update, Chromium and Firefox at once: read it from then.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const before = action.getBoundingClientRect().top;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = action.getBoundingClientRect();
    return { before, after: box.top, bottom: box.bottom, header: document.querySelector('header')!.getBoundingClientRect().bottom, screen: innerHeight };
  });
  expect(placed.after, "the closing band's button, two frames on").toBe(placed.before);
  expect(placed.after, "the closing band's button, below the header").toBeGreaterThanOrEqual(placed.header);
  expect(placed.bottom, "the closing band's button, on the screen").toBeLessThanOrEqual(placed.screen);
  await expectNoErrors(page);
}

test.describe('desktop', () => {
  test.use({ size: sizes.desktop });

  test("a jump to the end of the page: the closing band's button stays where focus put it, clear of the header", async ({ page }) => {
    await expectJumpToEndLands(page);
  });

  test('a header dropdown: Enter opens it, Escape closes it and returns focus', async ({ page }) => {
    await openHydrated(page, '/');
    const button = page.getByRole('navigation', { name: navigation.label }).getByRole('button', { name: navigationSection('about').label });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const panel = await panelOf(page, button);
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Careers' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await button.isFocused()).toBe(true);
    await expectNoErrors(page);
  });

  test('the header by arrow keys: Right to the next section, Down into its open dropdown, stopping at its last link', async ({ page }) => {
    await openHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: navigation.label });
    // Two sections side by side in the header.
    const index = navigation.items.findIndex((item, i) => isSection(item) && i + 1 < navigation.items.length && isSection(navigation.items[i + 1]!));
    const [first, second] = navigation.items.slice(index, index + 2).map((item) => nav.getByRole('button', { name: item.label }));
    await first!.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => second!.isFocused()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => second!.getAttribute('aria-expanded')).toBe('true');
    const links = (await panelOf(page, second!)).getByRole('link');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => links.first().isFocused()).toBe(true);
    await page.keyboard.press('End');
    const last = links.nth((await links.count()) - 1);
    await expect.poll(() => last.isFocused()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await last.isFocused()).toBe(true);
    await expectNoErrors(page);
  });

  test('the FAQ: Enter opens an answer, and opening another closes the first', async ({ page }) => {
    await openHydrated(page, '/contact-us-and-support/faqs');
    const [first, second] = faq.items.slice(0, 2).map((item) => page.getByRole('button', { name: item.question, exact: true }));
    const [firstAnswer, secondAnswer] = [await panelOf(page, first!), await panelOf(page, second!)];
    expect(await firstAnswer.isVisible()).toBe(false);
    await first!.press('Enter');
    await expect.poll(() => first!.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => firstAnswer.isVisible()).toBe(true);
    await second!.press('Enter');
    await expect.poll(() => second!.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => secondAnswer.isVisible()).toBe(true);
    expect(await first!.getAttribute('aria-expanded')).toBe('false');
    expect(await firstAnswer.isVisible()).toBe(false);
    await expectNoErrors(page);
  });

  test('the team carousel: Next shows the next slide, and a tab of the slide picker shows its slide', async ({ page }) => {
    const { carousel } = team;
    const total = carousel.cards.length;
    await openHydrated(page, '/about-us/meet-our-team');
    const region = page.getByRole('region', { name: carousel.label });
    // The slide shown: the one not made inert. The carousel makes the others inert in an effect after hydration.
    const shownSlide = region.locator('[aria-roledescription="slide"]:not([inert])');
    await expect.poll(() => shownSlide.count()).toBe(1);
    const shown = async () => Number((await shownSlide.getAttribute('aria-label'))?.split(' ')[0]);
    const next = region.getByRole('button', { name: carousel.next, exact: true });
    // Focus inside the carousel stops its rotation, so what is shown changes only by the keys from here on.
    await next.focus();
    const before = await shown();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toBe((before % total) + 1);
    const target = ((before + 2) % total) + 1;
    const picker = region.getByRole('tab', { name: fill(carousel.tabLabel, { n: target, name: carousel.cards[target - 1]!.name }) });
    await picker.press('Enter');
    await expect.poll(shown).toBe(target);
    expect(await picker.getAttribute('aria-selected')).toBe('true');
    // Every tab names its own slide, selected or not.
    for (let n = 1; n <= total; n++) {
      const tab = region.getByRole('tab', { name: fill(carousel.tabLabel, { n, name: carousel.cards[n - 1]!.name }) });
      expect(await page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`).getAttribute('aria-label')).toBe(`${n} of ${total}`);
    }
    await expectNoErrors(page);
  });

  test("the company video's pause button pauses it and plays it again", async ({ page }) => {
    await openHydrated(page, '/about-us/company-overview');
    const video = page.locator('video');
    const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    await expect.poll(isPaused, 'the video plays by itself once the page has loaded').toBe(false);
    const pause = page.getByRole('button', { name: company.hero.video.pauseLabel });
    await tabTo(page, pause);
    await page.keyboard.press('Enter');
    await expect.poll(isPaused).toBe(true);
    expect(await page.getByRole('button', { name: company.hero.video.playLabel }).isFocused()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(isPaused).toBe(false);
    await expectNoErrors(page);
  });

  test('a footer link moves to its page without reloading it, focus on the new main', async ({ page }) => {
    await openHydrated(page, '/');
    // A full reload would forget this.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const careers = routes.find((route) => route.path === '/about-us/careers')!;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true }).press('Enter');
    await expect.poll(() => page.path()).toBe(careers.path);
    await expect.poll(() => page.locator('h1').textContent()).toBe(careers.heading);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => page.locator('main').isFocused()).toBe(true);
    await expectNoErrors(page);
  });
});

test.describe('mobile', () => {
  test.use({ size: sizes.mobile });

  test("a jump to the end of the page: the closing band's button stays where focus put it, clear of the header", async ({ page }) => {
    await expectJumpToEndLands(page);
  });

  test('the menu: Enter opens it, Tab stays inside, Escape closes it and focus returns to its button', async ({ page }) => {
    await openHydrated(page, '/about-us/careers');
    const toggle = page.getByRole('banner').getByRole('button', { name: navigation.menuLabels.open, exact: true });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: navigation.menuLabels.dialog, exact: true });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.containsFocus()).toBe(true);
    for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(5).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.containsFocus(), `focus is still in the menu after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => toggle.isFocused()).toBe(true);
    await expectNoErrors(page);
  });

  test('a form sent empty: the error summary is shown and focused, and every required field is marked', async ({ page }) => {
    const { path, form } = formCases[0]!;
    await openHydrated(page, path);
    await page.getByRole('button', { name: form.submit, exact: true }).press('Enter');
    // GOV.UK's structure: the box that takes focus holds the alert with the heading and a link to each field.
    const summary = page.locator('form [tabindex="-1"]:has([role="alert"])');
    await expect.poll(() => summary.isFocused()).toBe(true);
    expect(await summary.getByRole('heading', { name: forms.errorSummary.heading }).count()).toBe(1);
    for (const [name, message] of Object.entries(requiredMessages(form))) {
      const field = page.locator(`form [name="${name}"]`);
      expect(await field.getAttribute('aria-invalid'), name).toBe('true');
      expect(await summary.getByRole('link', { name: message }).count(), `the summary links to ${name}`).toBe(1);
    }
    await expectNoErrors(page);
  });
});

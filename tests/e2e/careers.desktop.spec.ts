import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { careers } from '../../src/content/careers.ts';
import { pages } from '../../src/content/pages.ts';
import { values } from '../../src/content/values.ts';
import { expectTabOrderFollowsReadingOrder } from './support/order';
import { axeBuilder, openHydrated } from './support';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.

const PATH = '/about-us/careers';
const photoRows = (page: Page) => page.getByRole('region', { name: careers.photos.label });
const pauseButton = (page: Page) => photoRows(page).getByRole('button', { name: careers.photos.pauseLabel });
const playButton = (page: Page) => photoRows(page).getByRole('button', { name: careers.photos.playLabel });
const transformOfRow = (page: Page, row: number) =>
  photoRows(page).locator('ul').nth(row).evaluate((el) => getComputedStyle(el).transform);

const playState = (page: Page, row: number) =>
  photoRows(page).locator('ul').nth(row).evaluate((el) => el.getAnimations()[0]?.playState ?? 'none');

/** The benefits the product promises (docs/product.md), each matched by what must appear in the list. */
const PROMISED_BENEFITS = [
  /competitive pay/i,
  /at least 90% company-paid/i,
  /401\(k\) with a 3% match/i,
  /flexible paid time off/i,
  /connectivity stipend/i,
  /counseling and adoption grants/i,
  /tuition assistance/i,
  /professional coaching/i,
  /customized employee success program/i,
  /charitable giving and matching/i,
  /community service hours/i,
  /hybrid work environment/i,
  /best place to work, 2023/i,
];

test('lists every benefit the product promises, and only those', async ({ page }) => {
  await openHydrated(page, PATH);
  const items = page.getByRole('region', { name: careers.benefits.heading }).getByRole('listitem');
  await expect(items).toHaveCount(PROMISED_BENEFITS.length);
  const titles = await items.getByRole('heading', { level: 3 }).allTextContents();
  PROMISED_BENEFITS.forEach((benefit, index) => expect(titles[index]).toMatch(benefit));
});

test('shows the fraud notice: no payment asked, official mail domain, report address', async ({ page }) => {
  await openHydrated(page, PATH);
  const notice = page.getByRole('complementary', { name: careers.fraud.heading });
  await expect(notice).toContainText('never asks candidates for payment');
  await expect(notice).toContainText('@solvara.example');
  await expect(notice.getByRole('link', { name: 'hr@solvara.example' })).toHaveAttribute('href', /^mailto:hr@solvara\.example\?/);
});

test('shows the mission and the five values', async ({ page }) => {
  await openHydrated(page, PATH);
  await expect(page.getByRole('main')).toContainText('sustainable, data-driven energy use');
  await expect(page.getByRole('region', { name: careers.values.heading }).getByRole('heading', { level: 3 })).toHaveText(
    values.values.map((value) => value.title),
  );
});

test('the first hero link goes to the Open positions section, which says how to apply', async ({ page }) => {
  const { openPositions } = careers;
  await openHydrated(page, PATH);
  await page.getByRole('link', { name: careers.hero.primary.label }).click();
  await expect(page).toHaveURL(new RegExp(`#${openPositions.id}$`));
  const section = page.getByRole('region', { name: openPositions.heading });
  await expect(section.getByRole('heading', { name: openPositions.heading })).toBeInViewport();
  await expect(section).toContainText(openPositions.text);
  await expect(section.getByRole('link', { name: openPositions.apply.label }).first()).toHaveAttribute('href', openPositions.apply.href);
});

test('the second hero link goes to the team page', async ({ page }) => {
  const team = '/about-us/meet-our-team';
  await openHydrated(page, PATH);
  await page.getByRole('link', { name: careers.hero.secondary.label }).click();
  await expect(page).toHaveURL(team);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[team]!.heading);
});

test('every link and button in the page body has a target or an action', async ({ page, request }) => {
  await openHydrated(page, PATH);
  const links = await page.getByRole('main').getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(3);
  for (const href of links) {
    expect(href, 'a link without a target').not.toBe('');
    if (href.startsWith('mailto:')) continue;
    const url = new URL(href, page.url());
    const response = await request.get(url.pathname);
    expect(response.status(), href).toBe(200);
    if (url.hash) expect(await response.text(), href).toContain(`id="${url.hash.slice(1)}"`);
  }
  // The only control that is not a link is the photo rows' motion control.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button')).toHaveAccessibleName(careers.photos.pauseLabel);
});

test.describe('photo rows', () => {
  test('two rows; each photo is exposed once, the loop copies are hidden', async ({ page }) => {
    await openHydrated(page, PATH);
    const photos = careers.photos.rows.flatMap((row) => row.photos);
    await expect(photoRows(page).getByRole('img')).toHaveCount(photos.length);
    expect(await photoRows(page).getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(
      photos.map((photo) => photo.alt),
    );
    await expect(photoRows(page).locator('[aria-hidden="true"] img')).toHaveCount(photos.length);
  });

  test('move by themselves, and the motion control stops them, by mouse and keyboard', async ({ page }) => {
    await openHydrated(page, PATH);
    await page.mouse.move(0, 0);
    const start = await transformOfRow(page, 0);
    await expect.poll(() => transformOfRow(page, 0)).not.toBe(start);
    await pauseButton(page).click();
    await expect(playButton(page)).toBeVisible();
    await page.mouse.move(0, 0);
    for (const row of [0, 1]) await expect.poll(() => playState(page, row)).toBe('paused');
    const paused = await transformOfRow(page, 0);
    // Several frames later the row has not moved.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    expect(await transformOfRow(page, 0)).toBe(paused);
    // Keyboard: Space on the focused button resumes the motion.
    await playButton(page).focus();
    await page.keyboard.press(' ');
    await expect(pauseButton(page)).toBeFocused();
    await expect.poll(() => transformOfRow(page, 0)).not.toBe(paused);
  });

  test('pause while hovered', async ({ page }) => {
    await openHydrated(page, PATH);
    expect(await playState(page, 0)).toBe('running');
    // The photos move, so point at the row's viewport rather than at a photo.
    const row = photoRows(page).locator('ul').first().locator('..');
    await row.scrollIntoViewIfNeeded();
    const box = (await row.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => playState(page, 0)).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(() => playState(page, 0)).toBe('running');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('stand still, show each photo once on one line, without overflow, and need no motion control', async ({ page }) => {
      await openHydrated(page, PATH);
      await expect(photoRows(page).locator('ul').first()).toHaveCSS('transform', 'none');
      expect(await photoRows(page).locator('ul').first().evaluate((el) => el.getAnimations().length)).toBe(0);
      await expect(photoRows(page).locator('[aria-hidden="true"] img').first()).toBeHidden();
      const overflow = await photoRows(page).locator('ul').first().evaluate((el) => el.scrollWidth - el.parentElement!.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const tops = await photoRows(page).locator('ul').first().locator('li:visible').evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
      expect(tops).toBe(1);
      await expect(pauseButton(page)).toBeHidden();
    });
  });
});

test('keyboard order follows reading order', async ({ page }) => {
  await openHydrated(page, PATH);
  const order = await expectTabOrderFollowsReadingOrder(page);
  expect(order.slice(0, 2)).toEqual([careers.hero.primary.label, careers.hero.secondary.label]);
});

test('no axe violations with the photo rows paused', async ({ page }) => {
  await openHydrated(page, PATH);
  await pauseButton(page).click();
  await expect(playButton(page)).toBeVisible();
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { careers } from '../../src/content/careers.ts';
import { company } from '../../src/content/company.ts';
import { milestones } from '../../src/content/milestones.ts';
import { values } from '../../src/content/values.ts';
import { expectMainTabOrder, expectTabOrderFollowsReadingOrder } from './support/order';
import { axeBuilder, expectHydrated, headerBottom, openHydrated, tabTo } from './support';
import { formCaseOf } from './support/forms';
import { fill } from '../../src/lib/fill.ts';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.

const PATH = '/about-us/company-overview';
const history = (page: Page) => page.getByRole('region', { name: company.timeline.heading });
const shownMilestones = (page: Page) => history(page).getByRole('listitem');
const loadMore = (page: Page) => page.getByRole('button', { name: milestones.loadMoreLabel });
const video = (page: Page) => page.locator('video');
const isPaused = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.paused);
const { initiallyShown } = milestones;
const headings = milestones.milestones.map((milestone) => `${milestone.year} ${milestone.title}`);

test.describe('history timeline', () => {
  test('shows the first milestones, oldest first, and a Load More button', async ({ page }) => {
    expect(initiallyShown).toBeLessThan(milestones.milestones.length);
    await openHydrated(page, PATH);
    // The year leads each title, as on the milestones page and the home page: one timeline look.
    await expect(shownMilestones(page).getByRole('heading')).toHaveText(headings.slice(0, initiallyShown));
    await expect(loadMore(page)).toBeVisible();
  });

  test('Load more milestones by click shows them all, goes away, moves focus to the first new one and announces it', async ({ page }) => {
    await openHydrated(page, PATH);
    await loadMore(page).click();
    await expect(shownMilestones(page).getByRole('heading')).toHaveText(headings);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(shownMilestones(page).nth(initiallyShown)).toBeFocused();
    await expect(history(page).getByRole('status')).toHaveText(
      fill(company.timeline.shownMessage, { count: milestones.milestones.length - initiallyShown }),
    );
  });

  for (const key of ['Enter', ' '] as const) {
    test(`Load more milestones by keyboard (${key === ' ' ? 'Space' : key}) does the same`, async ({ page }) => {
      await openHydrated(page, PATH);
      await tabTo(page, loadMore(page), 60);
      await page.keyboard.press(key);
      await expect(shownMilestones(page)).toHaveCount(milestones.milestones.length);
      await expect(loadMore(page)).toHaveCount(0);
      const firstNew = shownMilestones(page).nth(initiallyShown);
      await expect(firstNew).toBeFocused();
      await expect(firstNew).toContainText(milestones.milestones[initiallyShown]!.title);
      // Focus is visible and clear of the fixed header.
      const top = await firstNew.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
      // The ring is drawn around the milestone's words (its ::after), clear of the next milestone.
      const ring = await firstNew.evaluate((el) => {
        const style = getComputedStyle(el, '::after');
        return { style: style.borderTopStyle, width: parseFloat(style.borderTopWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every milestone shows and there is no button', async ({ page }) => {
      await page.goto(PATH);
      await expect(shownMilestones(page).getByRole('heading')).toHaveText(headings);
      await expect(loadMore(page)).toBeHidden();
    });
  });
});

test.describe('hero video', () => {
  test('plays muted and looping once the page has loaded; the button pauses and plays it by mouse', async ({ page }) => {
    await openHydrated(page, PATH);
    await expect.poll(() => isPaused(page)).toBe(false);
    expect(await video(page).evaluate((el: HTMLVideoElement) => [el.muted, el.loop, el.playsInline])).toEqual([true, true, true]);
    await page.getByRole('button', { name: company.hero.video.pauseLabel }).click();
    await expect.poll(() => isPaused(page)).toBe(true);
    await page.getByRole('button', { name: company.hero.video.playLabel }).click();
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect(page.getByRole('button', { name: company.hero.video.pauseLabel })).toBeVisible();
  });

  test('the button pauses and plays it by keyboard', async ({ page }) => {
    await openHydrated(page, PATH);
    const pause = page.getByRole('button', { name: company.hero.video.pauseLabel });
    await tabTo(page, pause);
    await page.keyboard.press('Enter');
    await expect.poll(() => isPaused(page)).toBe(true);
    await expect(page.getByRole('button', { name: company.hero.video.playLabel })).toBeFocused();
    await page.keyboard.press(' ');
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect(pause).toBeFocused();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('does not play by itself and never loads the video; the button still plays it', async ({ page }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/media\/.*\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videoRequests.push(request.url());
      });
      await openHydrated(page, PATH);
      const play = page.getByRole('button', { name: company.hero.video.playLabel });
      await expect(play).toBeVisible();
      expect(await isPaused(page)).toBe(true);
      expect(videoRequests).toEqual([]);
      await play.click();
      await expect.poll(() => isPaused(page)).toBe(false);
    });
  });

  test('the poster is the largest contentful paint, and the video is requested only after the load event', async ({ page }) => {
    await page.goto(PATH);
    await expectHydrated(page);
    await expect.poll(() => isPaused(page)).toBe(false);
    const { lcpUrl, loadEnd, videoStart } = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const last = entries[entries.length - 1] as PerformanceEntry & { url: string };
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const media = performance.getEntriesByType('resource').filter((entry) => /\/media\/.*\.(webm|mp4)$/.test(entry.name));
      return { lcpUrl: last.url, loadEnd: navigation.loadEventEnd, videoStart: Math.min(...media.map((entry) => entry.startTime)) };
    });
    expect(new URL(lcpUrl).pathname).toBe(company.hero.video.poster);
    expect(videoStart).toBeGreaterThanOrEqual(loadEnd);
  });

  test('the page HTML asks for no video file: no autoplay attribute, preload none, a poster', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const tag = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(tag).toContain(`poster="${company.hero.video.poster}"`);
    expect(tag).toContain('preload="none"');
    expect(tag).not.toContain('autoplay');
  });
});

test('values: each with icon, title and description', async ({ page }) => {
  await openHydrated(page, PATH);
  const section = page.getByRole('region', { name: company.values.heading });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(values.values.map((value) => value.title));
  for (const value of values.values) await expect(section.getByText(value.text)).toBeVisible();
  await expect(section.locator('img')).toHaveCount(values.values.length);
});

test('the careers link leads to the Open positions section of the careers page', async ({ page }) => {
  await openHydrated(page, PATH);
  await page.getByRole('link', { name: company.careers.link.label }).click();
  await expect(page).toHaveURL(new RegExp(`/about-us/careers#${careers.openPositions.id}$`));
  await expect(page.getByRole('heading', { name: careers.openPositions.heading })).toBeInViewport();
});

test('the demo band links the general inquiry page', async ({ page }) => {
  await openHydrated(page, PATH);
  const demo = page.getByRole('region', { name: company.demo.heading }).getByRole('link', { name: company.demo.link.label });
  await expect(demo).toHaveAttribute('href', formCaseOf('general-inquiry').path);
});

test('keyboard order follows reading order, with focus always visible and clear of the header', async ({ page }) => {
  await openHydrated(page, PATH);
  await expectMainTabOrder(page);
  const order = await expectTabOrderFollowsReadingOrder(page);
  expect(order).toContain(milestones.loadMoreLabel);
});

test('no axe violations with every milestone shown and the video paused', async ({ page }) => {
  await openHydrated(page, PATH);
  await loadMore(page).click();
  await page.getByRole('button', { name: company.hero.video.pauseLabel }).click();
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

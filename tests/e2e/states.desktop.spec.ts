import { expect, test } from '@playwright/test';
import { milestones } from '../../src/content/milestones.ts';
import { team } from '../../src/content/team.ts';
import { elementOnly, openStill, tabTo } from './support';

/*
 * Screenshots of the states a visitor can bring a page into, beside the routes' own (routes.spec.ts): each one
 * fails on any pixel that changes. The page's clock stands still (openStill), so nothing moves by itself.
 */

test('the company history after "Load more"', async ({ page }) => {
  await openStill(page, '/about-us/company-overview');
  await page.getByRole('button', { name: milestones.loadMoreLabel }).click();
  const history = page.locator('#history');
  await expect(history.getByRole('listitem')).toHaveCount(milestones.milestones.length);
  await expect(history).toHaveScreenshot('timeline-loaded-more.png', elementOnly);
});

test('the team carousel stopped, on its third card', async ({ page }) => {
  await openStill(page, '/about-us/meet-our-team');
  const carousel = page.getByRole('region', { name: team.carousel.label });
  await carousel.getByRole('button', { name: team.carousel.rotation.pause }).click();
  await carousel.getByRole('button', { name: team.carousel.next }).click();
  await carousel.getByRole('button', { name: team.carousel.next }).click();
  await expect(carousel.getByRole('heading', { name: team.carousel.cards[2]!.name })).toBeVisible();
  // Off the carousel, so neither hover nor focus rings are in the picture; the fade has finished.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(1500);
  await expect(carousel).toHaveScreenshot('carousel-stopped-third-card.png', elementOnly);
});

test('the partner logo row paused', async ({ page }) => {
  await openStill(page, '/');
  const section = page.locator('#partners');
  const control = section.locator('[data-motion-control]');
  await control.click();
  await page.mouse.move(0, 0);
  await control.blur();
  await expect(section).toHaveScreenshot('logo-row-paused.png', elementOnly);
});

test('the careers photo rows paused', async ({ page }) => {
  await openStill(page, '/about-us/careers');
  const rows = page.locator('[data-motion-control]');
  await rows.click();
  await page.mouse.move(0, 0);
  await rows.blur();
  await expect(page.locator('#main > :nth-child(2)')).toHaveScreenshot('photo-rows-paused.png', elementOnly);
});

test('the header with its scroll shadow', async ({ page }) => {
  await openStill(page, '/about-us/careers');
  await page.mouse.wheel(0, 400);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', '');
  await expect(page).toHaveScreenshot('header-scrolled.png', { clip: { x: 0, y: 0, width: 1280, height: 140 } });
});

test('keyboard focus on a card link and on a button', async ({ page }) => {
  await openStill(page, '/');
  const cardLink = page.locator('#audiences').getByRole('link').first();
  await tabTo(page, cardLink, 80);
  await expect(page.locator('#audiences li').first()).toHaveScreenshot('focus-card-link.png', elementOnly);
  const demo = page.locator('[data-cta-band]').getByRole('link');
  await tabTo(page, demo, 80);
  await expect(page.locator('[data-cta-band]')).toHaveScreenshot('focus-button.png', elementOnly);
});

import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/faq.ts';
import { mainOnly, openStill } from './support';

/*
 * Screenshots of the states a visitor can bring a page into, beside the routes' own (routes.spec.ts): each one
 * fails on any pixel that changes. The page's clock stands still (openStill), so nothing moves by itself. Each shows
 * the part the state is about: a page's body is its <main>, without the header and footer, which have screenshots of
 * their own (shell-screenshots.spec.ts), so a change to them does not change these.
 */

test('the 404 page', async ({ page }) => {
  await openStill(page, '/no-such-page');
  await expect(page).toHaveScreenshot('404.png', await mainOnly(page));
});

test('an FAQ answer open', async ({ page }) => {
  await openStill(page, '/contact-us-and-support/faqs');
  const question = page.getByRole('button', { name: faq.items[1]!.question });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 0);
  await expect(page).toHaveScreenshot('faq-answer-open.png', await mainOnly(page));
});

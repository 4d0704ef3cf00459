import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/faq.ts';
import { elementOnly, openStill } from './support';

/*
 * Screenshots of the states a visitor can bring a page into, beside the routes' own (routes.spec.ts): each one
 * fails on any pixel that changes. The page's clock stands still (openStill), so nothing moves by itself.
 */

test('the 404 page', async ({ page }) => {
  await openStill(page, '/no-such-page');
  await expect(page).toHaveScreenshot('404.png', { fullPage: true });
});

test('an FAQ answer open', async ({ page }) => {
  await openStill(page, '/contact-us-and-support/faqs');
  const question = page.getByRole('button', { name: faq.items[1]!.question });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('main')).toHaveScreenshot('faq-answer-open.png', elementOnly);
});

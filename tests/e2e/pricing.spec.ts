import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pages.ts';
import { pricing } from '../../src/content/pricing.ts';
import { formCaseOf, forms } from './support/forms';
import { expectMainTabOrder } from './support/order';
import { openHydrated } from './support';

const path = '/product-and-solutions/pricing';
const contactSales = formCaseOf('contact-sales').path;

test('says pricing is custom-quoted with no fixed tiers and no hidden costs, and shows its cards', async ({ page }) => {
  await openHydrated(page, path);
  const main = page.getByRole('main');
  await expect(main.getByText(pages.pages[path]?.intro ?? '', { exact: true })).toContainText(/no fixed tiers/i);
  await expect(main.getByText(pages.pages[path]?.intro ?? '', { exact: true })).toContainText(/no hidden costs/i);
  const cards = page.getByRole('region', { name: pricing.cards.heading }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(pricing.cards.items.map((card) => card.title));
  await expect(page.getByRole('region', { name: pricing.steps.heading }).getByRole('listitem')).toHaveCount(pricing.steps.items.length);
});

test('the hero button goes to contact sales (the original site\'s broken button, fixed: docs/product.md)', async ({ page }) => {
  await openHydrated(page, path);
  const button = page.getByRole('main').getByRole('link', { name: pricing.hero.button.label });
  await expect(button).toHaveAttribute('href', contactSales);
  await button.click();
  await expect(page).toHaveURL(contactSales);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[contactSales]?.heading ?? '');
});

test('the closing call to action lands on contact sales', async ({ page }) => {
  await openHydrated(page, path);
  await page.getByRole('main').getByRole('link', { name: pricing.cta.link.label }).click();
  await expect(page).toHaveURL(contactSales);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[contactSales]?.heading ?? '');
});

test('every link and button is reachable with Tab in reading order, with visible focus', async ({ page }) => {
  await openHydrated(page, path);
  await expectMainTabOrder(page);
});

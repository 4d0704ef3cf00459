import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pages.ts';
import { pricing } from '../../src/content/pricing.ts';
import { formCaseOf, forms } from './support/forms';
import { expectMainTabOrder } from './support/order';
import { openHydrated } from './support';

const path = '/product-and-solutions/pricing';
const contactSales = formCaseOf('contact-sales').path;

test('says pricing is custom-quoted with no fixed tiers and no hidden costs, and shows the three cards', async ({ page }) => {
  await openHydrated(page, path);
  const main = page.getByRole('main');
  await expect(main.getByText(pages.pages[path]?.intro ?? '', { exact: true })).toContainText(/no fixed tiers/i);
  await expect(main.getByText(pages.pages[path]?.intro ?? '', { exact: true })).toContainText(/no hidden costs/i);
  const cards = page.getByRole('region', { name: pricing.cards.heading }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Custom-tailored packages',
    'Full lifecycle support',
    'Scalable by design',
  ]);
  await expect(page.getByRole('region', { name: pricing.steps.heading }).getByRole('listitem')).toHaveCount(pricing.steps.items.length);
});

test('the hero button goes to contact sales (the spec\'s broken button, fixed)', async ({ page }) => {
  await openHydrated(page, path);
  const button = page.getByRole('main').getByRole('link', { name: pricing.hero.button.label });
  await expect(button).toHaveAttribute('href', contactSales);
  await button.click();
  await expect(page).toHaveURL(contactSales);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[contactSales]?.heading ?? '');
});

test('"Contact our sales team!" lands on contact sales', async ({ page }) => {
  await openHydrated(page, path);
  await page.getByRole('main').getByRole('link', { name: 'Contact our sales team!' }).click();
  await expect(page).toHaveURL(contactSales);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[contactSales]?.heading ?? '');
});

test('every link and button is reachable with Tab in reading order, with visible focus', async ({ page }) => {
  await openHydrated(page, path);
  await expectMainTabOrder(page);
});

import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/faq.ts';
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

test('shows how a quote comes together: its factors, and the example quote line by line, labelled with the factors', async ({ page }) => {
  await openHydrated(page, path);
  const section = page.getByRole('region', { name: pricing.quote.heading });
  await expect(section.getByText(pricing.quote.intro, { exact: true })).toBeVisible();
  const factors = section.getByRole('list').first().getByRole('listitem');
  await expect(factors).toHaveCount(pricing.quote.factors.length);
  await expect(factors.getByRole('heading', { level: 3 })).toHaveText(pricing.quote.factors.map((factor) => factor.title));

  const { example } = pricing.quote;
  const quote = section.getByRole('article', { name: example.customer });
  await expect(quote).toBeVisible();
  await expect(quote.getByText(example.summary, { exact: true })).toBeVisible();
  const titleOf = (id: string) => pricing.quote.factors.find((factor) => factor.id === id)?.title;
  await expect(quote.locator('dt')).toHaveText([...example.lines.map((line) => titleOf(line.factor)!), example.totalLabel]);
  await expect(quote.locator('dd')).toHaveText([...example.lines.map((line) => line.detail), example.total]);
  // A quote, not a price list: no figure in any currency.
  await expect(quote).not.toContainText(/[$€£]\s?\d/);
});

test('answers the pricing questions named in pricing.yaml, in the FAQ\'s own words, and links to the FAQ', async ({ page }) => {
  await openHydrated(page, path);
  const section = page.getByRole('region', { name: pricing.questions.heading });
  const questions = pricing.questions.items.map((id) => faq.items.find((item) => item.id === id)!);
  expect(questions.every(Boolean)).toBe(true);
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(questions.length);
  await expect(items.getByRole('heading', { level: 3 })).toHaveText(questions.map((question) => question.question));
  for (const [index, question] of questions.entries()) {
    await expect(items.nth(index).locator('p')).toHaveText(question.answer);
  }
  const all = section.getByRole('link', { name: pricing.questions.link.label });
  await all.click();
  await expect(page).toHaveURL(pricing.questions.link.href);
});

test('has no partner logo row (it was the home page\'s, copied)', async ({ page }) => {
  await openHydrated(page, path);
  await expect(page.locator('[data-motion-control]')).toHaveCount(0);
  await expect(page.locator('#partners')).toHaveCount(0);
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

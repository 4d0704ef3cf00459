import { expect, test } from '@playwright/test';
import { faq } from '../../src/content/faq.ts';
import { openHydrated } from './support';

const path = '/contact-us-and-support/faqs';

test('the FAQ is an accordion: all closed, one open at a time, the open one closes', async ({ page }) => {
  await openHydrated(page, path);
  const triggers = faq.items.map((item) => page.getByRole('button', { name: item.question }));
  // The page shows the content's questions and no others; two are enough to show one closing as another opens.
  expect(faq.items.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('main').locator('button[aria-expanded]')).toHaveCount(faq.items.length);
  for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  for (const item of faq.items) await expect(page.getByText(item.answer[0]!)).toBeHidden();

  await triggers[0]!.click();
  await expect(triggers[0]!).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(faq.items[0]!.answer[0]!)).toBeVisible();

  // By keyboard: the second opens and the first closes.
  await triggers[1]!.focus();
  await page.keyboard.press('Enter');
  await expect(triggers[1]!).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(faq.items[1]!.answer[0]!)).toBeVisible();
  await expect(triggers[0]!).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(faq.items[0]!.answer[0]!)).toBeHidden();

  await page.keyboard.press('Space');
  await expect(triggers[1]!).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(faq.items[1]!.answer[0]!)).toBeHidden();
  for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test("find in page reaches every answer: a closed one is hidden until found, and opening it shows it", async ({ page }) => {
  await openHydrated(page, path);
  const panels = await Promise.all(faq.items.map(async (item) => page.locator(`[id="${await page.getByRole('button', { name: item.question }).getAttribute('aria-controls')}"]`)));
  for (const panel of panels) await expect(panel).toHaveAttribute('hidden', 'until-found');
  await page.getByRole('button', { name: faq.items[0]!.question }).click();
  await expect(panels[0]!).not.toHaveAttribute('hidden');
  for (const panel of panels.slice(1)) await expect(panel).toHaveAttribute('hidden', 'until-found');
});

test('the questions cover the spec: 30-day refund, 24/7 support, plan changes, encryption', async ({ page }) => {
  await openHydrated(page, path);
  const answers = faq.items.map((item) => item.answer.join(' ')).join(' ');
  expect(answers).toContain('30-day money-back guarantee');
  expect(answers).toContain('24/7 by chat and e-mail');
  expect(answers).toMatch(/upgrade or downgrade at any time in your account settings/);
  expect(answers).toContain('industry-standard encryption');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(faq.items.length + 1);
});

test('"Contact support" leads to the support form', async ({ page }) => {
  await openHydrated(page, path);
  await page.getByRole('main').getByRole('link', { name: faq.contact.link.label }).click();
  await expect(page).toHaveURL('/contact-us-and-support/contact-support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer can be read, by eye and by a screen reader', async ({ page }) => {
    await page.goto(path);
    for (const item of faq.items) {
      // A role locator skips what is hidden from assistive technology (aria-hidden), as a screen reader does.
      for (const paragraph of item.answer) await expect(page.getByRole('paragraph').filter({ hasText: paragraph })).toBeVisible();
    }
  });
});

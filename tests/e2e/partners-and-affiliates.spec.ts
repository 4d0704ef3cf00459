import { expect, test } from '@playwright/test';
import { partnership } from '../../src/content/partnership.ts';
import { expectTabOrderFollowsReadingOrder } from './reading-order';
import { openHydrated } from './support';

const PATH = '/about-us/partners-and-affiliates';

test('hero, the three reasons, and Become a Partner with the partnership subject preselected', async ({ page }) => {
  await openHydrated(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partnering for a Smarter Energy Future');
  await expect(page.getByRole('region', { name: partnership.reasons.heading }).getByRole('heading', { level: 3 })).toHaveText([
    'Global Reach',
    'AI-Driven Insights',
    'Joint Branding Opportunities',
  ]);
  const become = page.getByRole('link', { name: 'Become a Partner' });
  await expect(become).toHaveAttribute('href', '/contact-us-and-support/general-inquiry?subject=partnership');
  await become.click();
  await expect(page).toHaveURL(/\/contact-us-and-support\/general-inquiry\?subject=partnership$/);
});

test('keyboard order follows reading order', async ({ page }) => {
  await openHydrated(page, PATH);
  const order = await expectTabOrderFollowsReadingOrder(page);
  expect(order.at(-1)).toBe('Become a Partner');
});

import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/pages.ts';
import { partners } from '../../src/content/partners.ts';
import { partnership } from '../../src/content/partnership.ts';
import { expectMainTabOrder, expectTabOrderFollowsReadingOrder } from './support/order';
import { openHydrated } from './support';

const PATH = '/about-us/partners-and-affiliates';

test('hero, the reasons, and Become a partner with the partnership subject preselected', async ({ page }) => {
  await openHydrated(page, PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages[PATH]!.heading);
  await expect(page.getByRole('region', { name: partnership.reasons.heading }).getByRole('heading', { level: 3 })).toHaveText(
    partnership.reasons.items.map((reason) => reason.title),
  );
  const become = page.getByRole('link', { name: partnership.cta.link.label });
  await expect(become).toHaveAttribute('href', '/contact-us-and-support/general-inquiry?subject=partnership');
  await become.click();
  await expect(page).toHaveURL(/\/contact-us-and-support\/general-inquiry\?subject=partnership$/);
});

test('keyboard order follows reading order, with focus always visible and clear of the header', async ({ page }) => {
  await openHydrated(page, PATH);
  await expectMainTabOrder(page);
  const order = await expectTabOrderFollowsReadingOrder(page);
  expect(order.at(-1)).toBe(partnership.cta.link.label);
});

test('shows the partner logo row under its heading: every partner, each named once, with a pause button', async ({ page }) => {
  await openHydrated(page, PATH);
  const row = page.getByRole('group', { name: partnership.logos.heading });
  await expect(row.getByRole('list').getByRole('img')).toHaveCount(partners.partners.length);
  for (const partner of partners.partners) await expect(page.getByRole('img', { name: partner.name, exact: true })).toHaveCount(1);
  const track = row.locator('ul').first().locator('xpath=..');
  const playState = () => track.evaluate((element) => element.getAnimations()[0]?.playState ?? 'none');
  await page.mouse.move(0, 0);
  expect(await playState()).toBe('running');
  await row.getByRole('button', { name: partners.logoRow.pause }).click();
  await expect(row.getByRole('button', { name: partners.logoRow.play })).toBeVisible();
  await expect.poll(playState).toBe('paused');
});

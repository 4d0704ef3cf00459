import { expect, test } from '@playwright/test';
import { openStill, wholePageClip } from './support';

/*
 * The header and the footer are on every page, and these are their only screenshots of a page at rest: the pages'
 * own (routes.spec.ts, states.spec.ts) show each page's <main> alone, so a change to the header or the footer, such
 * as a new page in the footer's lists, changes these baselines and no page's.
 *
 * Both are taken on the home page, held still by openStill, at the top of the page. At the desktop size the header
 * marks the current page's item: here its Home link (on another page, the button of that page's section); the footer
 * has no link to the home page, so none of its links is marked.
 */

test('the header at the top of the page, not scrolled', async ({ page }) => {
  await openStill(page, '/');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await expect(page).toHaveScreenshot('site-header.png', await wholePageClip(header));
});

test('the footer', async ({ page }) => {
  await openStill(page, '/');
  await expect(page).toHaveScreenshot('site-footer.png', await wholePageClip(page.getByRole('contentinfo')));
});

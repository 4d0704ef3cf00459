import { expect, test } from '@playwright/test';
import { openStill, wholePageClip } from './support';

/*
 * The header and the footer are on every page, and these are their only screenshots of a page at rest: the pages'
 * own (routes.spec.ts, states.spec.ts) show each page's <main> alone, so a change to the header or the footer, such
 * as a new page in the footer's lists, changes these baselines and no page's.
 *
 * Both are held still by openStill. The header is taken at the top of the home page: at the desktop size it marks
 * the current page's item, here its Home link (on another page, the button of that page's section). The footer is
 * taken under the not-found page, whose short body rarely changes: text is drawn a little differently at each
 * fraction of a pixel, so under a page whose height moves, the same footer would need a new baseline. No footer link
 * goes to either page, so none of its links is marked.
 */

test('the header at the top of the page, not scrolled', async ({ page }) => {
  await openStill(page, '/');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-scrolled');
  await expect(page).toHaveScreenshot('site-header.png', await wholePageClip(header));
});

test('the footer', async ({ page }) => {
  await openStill(page, '/no-such-page');
  await expect(page).toHaveScreenshot('site-footer.png', await wholePageClip(page.getByRole('contentinfo')));
});

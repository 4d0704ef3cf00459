import { expect, test } from '@playwright/test';
import { navigation } from '../../src/content/navigation.ts';
import { openHydrated } from './support';
import { recordCommits, watchCommits } from './support/react-commits';

// What the mobile menu's tap costs, held without a clock (the bench times it on a slowed CPU:
// scripts/bench/interactions.ts), as widget-renders.desktop.spec.ts does for the header's other widgets.

test('the menu is on screen in the frame after the tap, before React renders anything', async ({ page }) => {
  await recordCommits(page);
  await openHydrated(page, '/');
  const toggle = page.getByRole('banner').getByRole('button', { name: navigation.menuLabels.open });
  // The closed dialog is rendered once the page is idle: a tap then only opens it.
  await expect(page.locator('dialog')).toHaveCount(1);
  await watchCommits(page.locator('body'));
  // In the page, from the tap's click to the first frame after it (a frame callback runs just before it is drawn).
  const firstFrame = page.evaluate(
    () =>
      new Promise<{ open: boolean; commits: number }>((resolve) => {
        addEventListener(
          'click',
          () => {
            const before = window.reactCommits.commits.length;
            requestAnimationFrame(() => resolve({ open: document.querySelector('dialog')!.open, commits: window.reactCommits.commits.length - before }));
          },
          { capture: true, once: true },
        );
      }),
  );
  await toggle.tap();
  expect(await firstFrame).toEqual({ open: true, commits: 0 });
  // React catches up after that frame: the toggle (inert behind the dialog, so found by its label) says it is open.
  await expect(page.getByRole('dialog', { name: navigation.menuLabels.dialog })).toBeVisible();
  await expect(page.locator(`header button[aria-label="${navigation.menuLabels.close}"]`)).toHaveAttribute('aria-expanded', 'true');
});

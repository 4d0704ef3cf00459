import { expect, test } from '@playwright/test';
import { search } from '../../src/content/search.ts';
import { site } from '../../src/content/site.ts';
import { fill } from '../../src/lib/fill.ts';
import { openHydrated } from './support';
import { escapeRegExp } from './support/forms';
import { recordCommits, takeCommits, touchesWatched, watchCommits } from './support/react-commits';

// What two of the header's widgets cost, held without a clock (the bench times both on a slowed CPU:
// scripts/bench/interactions.ts): what React renders, counted exactly (support/react-commits.ts), as
// form-renders.desktop.spec.ts does for the forms. Each link is a router link, whose render builds its location, so a
// widget that renders links it did not change pays for each. Desktop only, as the bench times them.

test("opening a dropdown renders its button and its panel's frame, and none of the section's links", async ({ page }) => {
  await recordCommits(page);
  await openHydrated(page, '/');
  const button = page.getByRole('banner').getByRole('navigation').locator('button[aria-expanded]').first();
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(panel.locator('a[href]')).not.toHaveCount(0);
  await button.focus();
  // Watched: the panel (its own component, the dropdown, and everything inside it).
  await watchCommits(panel);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();

  const touched = (await takeCommits(page)).filter(touchesWatched);
  expect(touched, `commits that rendered the panel: ${JSON.stringify(touched)}`).toEqual([{ owner: true, inside: [] }]);
});

// A key typed into the search renders its field alone; when typing pauses, the dialog takes up the query and renders
// once (its status line says it is searching), and the answer renders it again, results and all. While the field was
// part of the dialog's component, every key rendered the dialog.

test('a key typed in the search renders its field and not the dialog; the dialog renders when typing pauses, and with the answer', async ({ page }) => {
  await recordCommits(page);
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: site.search.label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: search.dialog });
  const field = dialog.getByRole('searchbox', { name: search.field });
  await expect(field).toBeFocused();

  // The site's name finds pages, and so does the name without its last letter: results are on screen when the last
  // key is typed, and the answer to it replaces them.
  const word = site.name;
  const foundSentence = (query: string) => new RegExp(`^(${[search.oneResult, search.results].map((template) => escapeRegExp(fill(template, { query, count: '#' })).replace('#', '\\d+')).join('|')})$`);
  await field.pressSequentially(word.slice(0, -1));
  await expect(dialog.getByRole('status')).toHaveText(foundSentence(word.slice(0, -1)));
  await expect(dialog.getByRole('listitem').first()).toBeVisible();

  // Watched: the status line, drawn by the dialog's own component.
  await watchCommits(dialog.getByRole('status'));
  await field.press(word.at(-1)!);
  await expect(field).toHaveValue(word);
  await expect(dialog.getByRole('status')).toHaveText(foundSentence(word));

  const commits = await takeCommits(page);
  expect(commits, `every commit from the key to its answer: ${JSON.stringify(commits)}`).toHaveLength(3);
  const [key, pause, answer] = commits;
  expect(key, 'the key did not render the dialog').toEqual({ owner: false, inside: [] });
  expect(pause?.owner, 'the pause rendered the dialog').toBe(true);
  expect(answer?.owner, 'and so did the answer').toBe(true);
});

// Opening the search, as the mobile menu opens (widget-renders.mobile.spec.ts): once its dialog is rendered, closed,
// a press opens the element itself and React renders it open after the frame that shows it.

test('the search is on screen, its field focused, in the frame after the click, before React renders anything', async ({ page }) => {
  await recordCommits(page);
  await openHydrated(page, '/');
  const control = page.getByRole('banner').getByRole('button', { name: site.search.label, exact: true });
  // A pointer on the control loads the dialog's code; the dialog is then rendered, closed.
  await control.hover();
  const element = page.locator('dialog:has(input[type="search"])');
  await expect(element).toHaveCount(1);
  await watchCommits(page.locator('body'));
  // In the page, from the click to the first frame after it (a frame callback runs just before it is drawn).
  const firstFrame = page.evaluate(
    () =>
      new Promise<{ open: boolean; fieldFocused: boolean; commits: number }>((resolve) => {
        addEventListener(
          'click',
          () => {
            const before = window.reactCommits.commits.length;
            requestAnimationFrame(() =>
              resolve({
                open: document.querySelector<HTMLDialogElement>('dialog:has(input[type="search"])')!.open,
                fieldFocused: document.activeElement?.matches('dialog input[type="search"]') ?? false,
                commits: window.reactCommits.commits.length - before,
              }),
            );
          },
          { capture: true, once: true },
        );
      }),
  );
  await control.click();
  expect(await firstFrame).toEqual({ open: true, fieldFocused: true, commits: 0 });
  // React catches up after that frame: the control says the dialog is open.
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: search.dialog })).toBeVisible();
});

test('Esc between the click and the frame that shows the search leaves it closed', async ({ page }) => {
  await openHydrated(page, '/');
  const control = page.getByRole('banner').getByRole('button', { name: site.search.label, exact: true });
  await control.hover();
  const element = page.locator('dialog:has(input[type="search"])');
  await expect(element).toHaveCount(1);
  // The frames after the click are held; Esc closes the element meanwhile; then the frames go.
  await page.evaluate(() => {
    const held: FrameRequestCallback[] = [];
    (window as unknown as { heldFrames: FrameRequestCallback[] }).heldFrames = held;
    window.requestAnimationFrame = (callback) => held.push(callback);
  });
  await control.click();
  expect(await element.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
  await page.keyboard.press('Escape');
  expect(await element.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
  await page.evaluate(async () => {
    for (const frame of (window as unknown as { heldFrames: FrameRequestCallback[] }).heldFrames) frame(performance.now());
    // The task queued after the frame, then React's render of whatever it set.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(await element.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await expect(control).toBeFocused();
});

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

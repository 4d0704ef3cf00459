import { expect, type Page, test } from '@playwright/test';
import { contactForm, formErrors, type FormId } from '../../src/lib/form-rules.ts';
import { openHydrated } from './support';
import { control, errorSummary, formCaseOf, validValue } from './support/forms';
import { recordCommits, takeCommits, touchesWatched, watchCommits } from './support/react-commits';

// What a key press and an empty submit cost, held without a clock: how many times React renders the form. A timing
// taken inside the suite measures the suite's own load as much as the page; `npm run bench` (scripts/bench/
// interactions.ts) times both interactions on a slowed CPU. Here the count is exact on any machine: the controls hold their
// values, so a key renders nothing of the form, and an empty submit renders it once, in one commit: the form, its error
// summary and each field it flags, and nothing else of it. A form that re-renders per key, or shows its error state in
// several passes, fails. Commits elsewhere are the header answering the page's scroll (to a field lower down, to the
// summary), not the form's. Desktop only, as the bench times them.

// The forms the bench times these on.
const typedInto: FormId = 'general-inquiry';
const submitted: FormId = 'contact-sales';

/** The form on the page, by its heading from content. */
const formOf = (page: Page, heading: string) => page.locator('form').filter({ has: page.getByRole('heading', { name: heading }) });

/** Resolves once the browser has painted two more frames: whatever the last event scheduled for a frame has run. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test(`typing into every text field of the ${typedInto} form renders none of it`, async ({ page }) => {
  const inquiry = contactForm(typedInto);
  await recordCommits(page);
  await openHydrated(page, formCaseOf(typedInto).path);
  await watchCommits(formOf(page, inquiry.heading));

  const typed = inquiry.fields.filter((field) => field.kind !== 'select').map((field) => ({ field, value: validValue(field) }));
  expect(typed.length).toBeGreaterThan(1);
  for (const { field, value } of typed) {
    await control(page, field).pressSequentially(value);
    await expect(control(page, field)).toHaveValue(value);
  }
  // The draft is written once typing pauses: wait for it, so whatever that does is counted too.
  const values = typed.map(({ value }) => JSON.stringify(value));
  await expect.poll(() => page.evaluate((wanted) => Object.values(sessionStorage).some((stored) => wanted.every((value) => stored.includes(value))), values)).toBe(true);
  await twoFrames(page);

  const commits = await takeCommits(page);
  const keys = typed.map(({ value }) => value.length).reduce((a, b) => a + b);
  expect(commits.filter(touchesWatched), `commits that rendered part of the form while typing ${keys} keys (of ${commits.length} commits in all)`).toEqual([]);
});

test(`an empty submit of the ${submitted} form renders the form once, with each flagged field, in one commit`, async ({ page }) => {
  const sales = contactForm(submitted);
  await recordCommits(page);
  await openHydrated(page, formCaseOf(submitted).path);
  await watchCommits(formOf(page, sales.heading));

  await page.getByRole('button', { name: sales.submit }).click();
  // The summary takes focus in the task after the frame that showed it: the last thing the submit does.
  await expect(errorSummary(page)).toBeFocused();
  await twoFrames(page);

  const commits = await takeCommits(page);
  // The fields the form's own rules flag when every value is empty.
  const flagged = Object.keys(formErrors(sales, Object.fromEntries(sales.fields.map((field) => [field.name, '']))));
  expect(flagged.length).toBeGreaterThan(0);
  const formCommits = commits.filter(touchesWatched);
  expect(formCommits, `commits that rendered part of the form: ${JSON.stringify(formCommits)}`).toHaveLength(1);
  // The form's own component, then inside it the summary and each flagged field's component, once each, and nothing else.
  expect(formCommits[0]!.owner, 'the form component rendered').toBe(true);
  expect([...formCommits[0]!.inside].sort()).toEqual(['summary', ...flagged].sort());
});

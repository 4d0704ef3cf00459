/**
 * The forms without JavaScript, on the reference host's runtime (`wrangler pages dev` with the forms' Pages Function
 * and a local D1, scripts/lib/local-host.ts): the browser posts each form natively to the site's own service, which
 * keeps the message and answers 303 to the form's confirmation page, or sends the form page back with GOV.UK's error
 * summary, each message above its field and the values typed. Desktop only; the confirmation page is also taken at a
 * phone's width here.
 */
import { expect, test, type Page } from '@playwright/test';
import { fill } from '../../src/lib/fill';
import { confirmationPath, formIdField, referencePattern } from '../../src/lib/form-markup';
import { controlId, honeypotName } from '../../src/lib/form-rules';
import { elementOnly, expectHydrated, slug } from './support';
import { useLocalHost } from './support/local-host';
import { control, errorTitle, fillValid, formCaseOf, formCases, forms, requiredMessages, validValue } from './support/forms';

const host = useLocalHost('native');

test.use({ javaScriptEnabled: false });

// Every request here comes from 127.0.0.1, one client to the service's limit of a few messages a minute: each test
// starts with none counted. The limit itself is tested in workerd (tests/workers/native-form.test.ts).
test.beforeEach(async () => {
  await host().query('DELETE FROM form_attempts');
});

interface MessageRow {
  id: string;
  form: string;
  fields: string;
  page: string;
  notified_at: string | null;
}

const rowsOf = (formId: string) =>
  host().query<MessageRow>(`SELECT id, form, fields, page, notified_at FROM form_messages WHERE form = '${formId}' ORDER BY received_at`);

/** Submits the form as the browser does without JavaScript, and returns the service's answer to the post. */
async function submitNatively(page: Page, submit: string) {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: submit }).click();
  return answer;
}

for (const { path, form, address } of formCases) {
  test(`${path}: sent without JavaScript, it is kept in D1 and the visitor sees the confirmation page with its reference`, async ({ page }) => {
    await page.goto(`${host().origin}${path}`);
    const element = page.locator('form');
    await expect(element).toHaveAttribute('action', '/api/forms');
    await expect(element).toHaveAttribute('method', 'post');
    await expect(element).not.toHaveAttribute('enctype', /.+/);
    await expect(element.locator(`input[type="hidden"][name="${formIdField}"]`)).toHaveValue(form.id);
    // The form posts to this site and nowhere else: the policy's form-action is 'self' alone.
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/form-action 'self'(;|$)/);
    const values = await fillValid(page, form);

    const answer = await submitNatively(page, form.submit);
    expect(answer.status()).toBe(303);
    expect(answer.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');
    const location = new URL(answer.headers().location!, host().origin);
    expect(location.pathname).toBe(confirmationPath(form));
    const reference = location.searchParams.get('reference') ?? '';
    expect(reference).toMatch(referencePattern);

    await expect(page).toHaveURL(location.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(forms.status.sent.heading);
    await expect(page.locator('[data-reference]')).toHaveText(reference);
    await expect(page.locator('[data-reference]')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: forms.status.sent.again })).toHaveAttribute('href', path);
    // What happens next is this form's own, naming its mailbox; no other form's words.
    const main = page.getByRole('main');
    await expect(main).toContainText(fill(form.next, { email: address }));
    for (const other of formCases.filter((candidate) => candidate.form !== form)) await expect(main).not.toContainText(fill(other.form.next, { email: other.address }));

    const rows = await rowsOf(form.id);
    console.log(`${path}: POST /api/forms answered ${answer.status()} → ${location.pathname}${location.search}; the row in the local D1: ${JSON.stringify(rows.at(-1))}`);
    const row = rows.find((candidate) => candidate.id === reference);
    expect(row).toMatchObject({ form: form.id, page: path });
    expect(JSON.parse(row!.fields)).toEqual(values);
    expect(row!.notified_at).not.toBeNull();
  });
}

test('a post with a missing field gets the form page back: the error summary, each message above its field, the values typed', async ({ page }) => {
  const { path, form } = formCaseOf('general-inquiry');
  const title = await (async () => {
    await page.goto(`${host().origin}${path}`);
    return page.title();
  })();
  const typed = '"><script>window.injected = 1</script> & “Okafor”';
  const required = requiredMessages(form);
  const [missing, ...others] = Object.keys(required);
  for (const field of form.fields) {
    if (field.name === missing) continue;
    if (field.kind === 'select') await control(page, field).selectOption(validValue(field));
    else await control(page, field).fill(field.kind === 'text' || field.kind === 'textarea' ? typed : validValue(field));
  }
  // A client that skips the browser's own checks: only such a post reaches the service with a field missing.
  await page.locator('form').evaluate((element: HTMLFormElement) => (element.noValidate = true));
  const before = (await rowsOf(form.id)).length;

  const answer = await submitNatively(page, form.submit);
  expect(answer.status()).toBe(400);
  expect(others.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(errorTitle(title));
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeVisible();
  // autofocus: the summary has focus as the page arrives, as the hydrated form moves it there.
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText(forms.errorSummary.heading);
  const field = form.fields.find((candidate) => candidate.name === missing)!;
  await expect(summary.getByRole('link')).toHaveText([required[missing!]!]);
  await expect(summary.getByRole('link')).toHaveAttribute('href', `#${controlId(form, field)}`);
  // The message sits above the control, under the label, in the group marked invalid.
  const group = page.locator(`[data-field="${field.name}"]`);
  await expect(group).toHaveAttribute('data-invalid', '');
  await expect(control(page, field)).toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, field)).toHaveAccessibleDescription(new RegExp(required[missing!]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const message = page.locator(`#${controlId(form, field)}-error`);
  expect((await message.boundingBox())!.y).toBeLessThan((await control(page, field).boundingBox())!.y);
  // Every other value is back, as typed: markup stays text.
  for (const other of form.fields) {
    if (other.name === missing) continue;
    const expected = other.kind === 'select' ? validValue(other) : other.kind === 'text' || other.kind === 'textarea' ? typed : validValue(other);
    await expect(control(page, other), other.name).toHaveValue(expected);
  }
  await expect(page.locator('script')).toHaveCount(0);
  expect(await rowsOf(form.id)).toHaveLength(before);
  await expect(page.locator('form')).toHaveScreenshot(`${slug(path)}-errors-without-javascript.png`);

  // Fixed and sent again, it goes.
  await control(page, field).fill(validValue(field));
  const again = await submitNatively(page, form.submit);
  expect(again.status()).toBe(303);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(forms.status.sent.heading);
});

test('a urlencoded post from another site is refused and nothing is kept', async () => {
  const { form } = formCaseOf('contact-support');
  const body = new URLSearchParams({ [formIdField]: form.id, [honeypotName]: '', ...Object.fromEntries(form.fields.map((field) => [field.name, validValue(field)])) });
  const before = (await rowsOf(form.id)).length;
  const foreign: Array<Record<string, string>> = [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }];
  for (const headers of foreign) {
    const response = await fetch(`${host().origin}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      redirect: 'manual',
    });
    expect(response.status, JSON.stringify(headers)).toBe(403);
  }
  expect(await rowsOf(form.id)).toHaveLength(before);
  // The same post from the site itself is taken.
  const own = await fetch(`${host().origin}/api/forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host().origin, 'sec-fetch-site': 'same-origin' },
    body,
    redirect: 'manual',
  });
  expect(own.status).toBe(303);
});

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at the ${size}'s width, with JavaScript`, () => {
    test.use({ javaScriptEnabled: true, viewport });

    test('the confirmation page hydrates without an error and matches its screenshot', async ({ page }) => {
      const { form } = formCaseOf('contact-sales');
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${host().origin}${confirmationPath(form)}?reference=7K2M-X9QP-4R8T`);
      await expectHydrated(page);
      await expect(page.locator('[data-reference]')).toHaveText('7K2M-X9QP-4R8T');
      await page.evaluate(() => document.fonts.ready);
      await expect(page.getByRole('main')).toHaveScreenshot(`form-sent-page-${size}.png`, elementOnly);
      expect(errors).toEqual([]);
    });
  });
}

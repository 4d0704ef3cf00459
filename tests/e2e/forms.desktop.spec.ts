import { expect, test } from '@playwright/test';
import {
  control,
  displayValue,
  errorSummary,
  escapeRegExp,
  expectFlagged,
  fakeEndpoint,
  fillValid,
  formCases,
  formCaseOf,
  forms,
  requiredMessages,
  sentNotice,
  submitButton,
  validValue,
} from './support/forms';
import { collectErrors, expectHydrated, openHydrated, siteContent, tabTo } from './support';
import { fill } from '../../src/lib/fill.ts';
import { honeypotName } from '../../src/lib/form-rules.ts';
import { formIdField } from '../../src/lib/form-markup.ts';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.
// The error summary, at both sizes, is in forms-errors.spec.ts.

// These run against the default build, whose forms send to the site's own service at /api/forms (played here by
// page.route; tests/e2e/host.desktop.spec.ts sends to the real one). The e-mail mode is in forms-mail.desktop.spec.ts.

for (const { path, form, address } of formCases) {
  test.describe(`form on ${path}`, () => {
    test('by keyboard: submitting empty flags exactly the required fields, focuses the summary, and fixing clears them', async ({ page }) => {
      const errors = collectErrors(page);
      await openHydrated(page, path);
      await tabTo(page, submitButton(page, form), 80);
      await page.keyboard.press('Enter');

      const required = form.fields.filter((field) => field.errorWhenEmpty);
      await expectFlagged(page, form, requiredMessages(form));
      await expect(errorSummary(page)).toBeFocused();
      // Tab goes to the summary's first link, Enter to the first field that needs fixing.
      await page.keyboard.press('Tab');
      await expect(errorSummary(page).getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(control(page, required[0]!)).toBeFocused();

      // Fill the flagged fields in order, moving on with Tab as a keyboard user does; each message clears on leaving.
      for (const field of form.fields) {
        await expect(control(page, field)).toBeFocused();
        if (field.errorWhenEmpty) {
          if (field.kind === 'select') {
            // Typing an option's first letters picks it on a focused select.
            await page.keyboard.type(field.options[0]!.label.slice(0, 4));
            await expect(control(page, field)).toHaveValue(field.options[0]!.value);
          } else {
            await page.keyboard.type(validValue(field));
          }
        }
        await page.keyboard.press('Tab');
        await expect(control(page, field)).not.toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(0);
      await expect(control(page, required[0]!)).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(required[0]!.errorWhenEmpty!)));
      // The summary says what the last submit found until the next one.
      await expect(errorSummary(page).getByRole('link')).toHaveCount(required.length);
      expect(errors).toEqual([]);
    });

    test('rejects an invalid e-mail, an overlong value and whitespace-only input, with the messages from content', async ({ page }) => {
      await openHydrated(page, path);
      await fillValid(page, form);
      const email = form.fields.find((field) => field.kind === 'email')!;
      const long = form.fields.find((field) => field.kind === 'textarea')!;
      const blank = form.fields.find((field) => field.errorWhenEmpty && field.kind === 'text')!;
      await control(page, email).fill('ada.okafor@gridworks');
      const max = long.kind === 'textarea' ? long.maxLength : 0;
      await control(page, long).fill('x'.repeat(max + 1));
      await control(page, blank).fill('   ');
      await submitButton(page, form).click();

      await expectFlagged(page, form, {
        [email.name]: forms.messages.email,
        [long.name]: fill(forms.messages.tooLong, { max, length: max + 1 }),
        [blank.name]: blank.errorWhenEmpty!,
      });
      // The value is kept, not cut short: the visitor decides what to remove.
      await expect(control(page, long)).toHaveValue('x'.repeat(max + 1));
      // The summary lists the three, in the order of the fields, each with its message.
      await expect(errorSummary(page)).toBeFocused();
      const listed = form.fields.filter((field) => [email.name, long.name, blank.name].includes(field.name));
      const messages: Record<string, string> = {
        [email.name]: forms.messages.email,
        [long.name]: fill(forms.messages.tooLong, { max, length: max + 1 }),
        [blank.name]: blank.errorWhenEmpty!,
      };
      await expect(errorSummary(page).getByRole('link')).toHaveText(listed.map((field) => messages[field.name]!));
    });

    test('a valid form goes to the site’s form service as JSON; the page says where it goes and how long it is kept', async ({ page }) => {
      const requests = await fakeEndpoint(page, '**/api/forms', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }));
      await openHydrated(page, path);
      await expect(page.locator('form')).toContainText(
        fill(forms.privacy.stored, { email: address, days: forms.retentionDays }),
      );
      const values = await fillValid(page, form);
      await submitButton(page, form).click();
      await expect(sentNotice(page)).toBeFocused();
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe(new URL('/api/forms', page.url()).href);
      expect(requests[0]!.body).toMatchObject({ form: form.id, fields: values, page: path });
    });

    test('shows typed markup as text, and keeps what was typed as a draft across a reload and a visit elsewhere', async ({ page }) => {
      const errors = collectErrors(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await openHydrated(page, path);
      const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const text = form.fields.find((field) => field.kind === 'textarea')!;
      const first = form.fields[0]!;
      await control(page, first).fill('Ada');
      await control(page, text).fill(markup);

      await page.reload();
      await expectHydrated(page);
      await expect(control(page, first)).toHaveValue('Ada');
      await expect(control(page, text)).toHaveValue(markup);

      await page.getByRole('link', { name: siteContent.logo.alt }).click();
      await expect(page).toHaveURL('/');
      await page.goBack();
      await expect(control(page, text)).toHaveValue(markup);
      await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
      expect(dialogs).toBe(0);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('answers of the site’s form service', () => {
  const { path, form } = formCases[0]!;
  const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

  test('fields the service refuses are flagged with its messages, in the error summary and on the fields', async ({ page }) => {
    const refused = { email: forms.messages.email };
    await fakeEndpoint(page, '**/api/forms', (route) => route.fulfill(json(400, { ok: false, error: 'invalid', message: forms.errorSummary.heading, fields: refused })));
    await openHydrated(page, path);
    await fillValid(page, form);
    await submitButton(page, form).click();
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page).getByRole('link')).toHaveText([forms.messages.email]);
    await expectFlagged(page, form, refused);
  });

  test('too many sends in a minute: the wait notice in the service’s words, with every value kept', async ({ page }) => {
    await fakeEndpoint(page, '**/api/forms', (route) => route.fulfill(json(429, { ok: false, error: 'rate-limited', message: forms.status.limited.text })));
    await openHydrated(page, path);
    const values = await fillValid(page, form);
    await submitButton(page, form).click();
    const notice = page.getByRole('alert').filter({ hasText: forms.status.limited.heading });
    await expect(notice).toBeFocused();
    await expect(notice).toContainText(forms.status.limited.text);
    for (const field of form.fields) await expect(control(page, field)).toHaveValue(values[field.name]!);
  });
});

test.describe('general inquiry subject', () => {
  test('?subject=partnership preselects the partnership subject', async ({ page }) => {
    const { path, form } = formCaseOf('general-inquiry');
    const field = form.fields.find((candidate) => candidate.name === 'subject')!;
    await openHydrated(page, `${path}?subject=partnership`);
    const subject = control(page, field);
    await expect(subject).toHaveValue('partnership');
    await expect(subject.locator('option:checked')).toHaveText(displayValue(field, 'partnership'));
  });

  test('an unknown ?subject= leaves the placeholder chosen', async ({ page }) => {
    await openHydrated(page, '/contact-us-and-support/general-inquiry?subject=sponsorship');
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveValue('');
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, form } of formCases) {
    test(`${path} posts natively to the site’s form service, with the required fields enforced by the browser`, async ({ page }) => {
      await page.goto(path);
      const element = page.locator('form');
      // What the service does with the post is tested on the host's runtime (forms-native.desktop.spec.ts).
      await expect(element).toHaveAttribute('action', forms.endpoint);
      await expect(element).toHaveAttribute('method', 'post');
      await expect(element).not.toHaveAttribute('enctype', /.+/);
      await expect(element.locator(`input[type="hidden"][name="${formIdField}"]`)).toHaveValue(form.id);
      // The browser checks the form itself: nothing tells it not to.
      await expect(element).not.toHaveAttribute('novalidate');
      for (const field of form.fields) {
        if (field.errorWhenEmpty) await expect(control(page, field)).toHaveAttribute('required', '');
        else await expect(control(page, field)).not.toHaveAttribute('required');
      }
      await expect(page.locator(`form input[name="${honeypotName}"]`)).toHaveAttribute('tabindex', '-1');
    });
  }
});

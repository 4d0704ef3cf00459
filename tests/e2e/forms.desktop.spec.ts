import { expect, test } from '@playwright/test';
import {
  control,
  errorSummary,
  escapeRegExp,
  expectFlagged,
  fillValid,
  formCases,
  forms,
  requiredMessages,
  shownValue,
  submitButton,
  validValue,
} from './support/forms';
import { collectErrors, openHydrated, slug, tabTo } from './support';

// Behaviour, tested once at the desktop size: the mobile layout of this page is held by routes.spec.ts
// (screenshot, axe) and the reflow gate, and the suite must stay under ten minutes on two cores.
// The error summary, at both sizes, is in forms-errors.spec.ts.

// These run against the default build: no endpoint, so a valid form is composed into an e-mail.

for (const { path, form, address } of formCases) {
  test.describe(`form on ${path}`, () => {
    test('by keyboard: submitting empty flags exactly the required fields, focuses the summary, and fixing clears them', async ({ page }) => {
      const errors = collectErrors(page);
      await openHydrated(page, path);
      await tabTo(page, submitButton(page, form), 80);
      await page.keyboard.press('Enter');

      const required = form.fields.filter((field) => field.required);
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
        if (field.required) {
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
      await expect(control(page, required[0]!)).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(required[0]!.required!)));
      // The summary says what the last submit found until the next one.
      await expect(errorSummary(page).getByRole('link')).toHaveCount(required.length);
      expect(errors).toEqual([]);
    });

    test('rejects an invalid e-mail, an overlong value and whitespace-only input, with the messages from content', async ({ page }) => {
      await openHydrated(page, path);
      await fillValid(page, form);
      const email = form.fields.find((field) => field.kind === 'email')!;
      const long = form.fields.find((field) => field.kind === 'textarea')!;
      const blank = form.fields.find((field) => field.required && field.kind === 'text')!;
      await control(page, email).fill('ada.okafor@gridworks');
      const max = long.kind === 'textarea' ? long.maxLength : 0;
      await control(page, long).fill('x'.repeat(max + 1));
      await control(page, blank).fill('   ');
      await submitButton(page, form).click();

      await expectFlagged(page, form, {
        [email.name]: forms.messages.email,
        [long.name]: forms.messages.tooLong.replace('{max}', String(max)).replace('{length}', String(max + 1)),
        [blank.name]: blank.required!,
      });
      // The value is kept, not cut short: the visitor decides what to remove.
      await expect(control(page, long)).toHaveValue('x'.repeat(max + 1));
      // The summary lists the three, in the order of the fields, each with its message.
      await expect(errorSummary(page)).toBeFocused();
      const listed = form.fields.filter((field) => [email.name, long.name, blank.name].includes(field.name));
      const messages: Record<string, string> = {
        [email.name]: forms.messages.email,
        [long.name]: forms.messages.tooLong.replace('{max}', String(max)).replace('{length}', String(max + 1)),
        [blank.name]: blank.required!,
      };
      await expect(errorSummary(page).getByRole('link')).toHaveText(listed.map((field) => messages[field.name]!));
    });

    test('without an endpoint, a valid form opens a mailto: to the right address with the subject and every field', async ({ page }) => {
      await openHydrated(page, path);
      const values = await fillValid(page, form);
      await submitButton(page, form).click();

      const notice = page.getByRole('status').filter({ hasText: forms.status.mail.heading });
      await expect(notice).toBeFocused();
      await expect(notice).toContainText(address);
      const href = (await notice.getByRole('link', { name: forms.status.mail.again }).getAttribute('href')) ?? '';
      const mail = new URL(href);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe(address);
      const subject = mail.searchParams.get('subject') ?? '';
      expect(subject.length).toBeGreaterThan(0);
      expect(subject).not.toMatch(/\{\w+\}/);
      const body = mail.searchParams.get('body') ?? '';
      for (const field of form.fields) expect(body).toContain(`${field.label}:`);
      for (const field of form.fields) expect(body).toContain(shownValue(field, values[field.name]!));
      // What was typed stays in the form: the visitor may come back to it if the mail app did not open.
      await expect(control(page, form.fields[0]!)).toHaveValue(values[form.fields[0]!.name]!);
      // The notice as it looks (once, for the general inquiry form: it is the same on the three).
      if (path.endsWith('/general-inquiry')) {
        await notice.evaluate((element) => (element as HTMLElement).blur());
        await expect(notice).toHaveScreenshot(`${slug(path)}-mail-notice.png`);
      }
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
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(control(page, first)).toHaveValue('Ada');
      await expect(control(page, text)).toHaveValue(markup);

      await page.getByRole('link', { name: 'Solvara home' }).click();
      await expect(page).toHaveURL('/');
      await page.goBack();
      await expect(control(page, text)).toHaveValue(markup);
      await expect(page.locator('main script, main img[src="x"]')).toHaveCount(0);
      expect(dialogs).toBe(0);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('general inquiry subject', () => {
  test('?subject=partnership preselects Partnership opportunities', async ({ page }) => {
    await openHydrated(page, '/contact-us-and-support/general-inquiry?subject=partnership');
    const subject = page.getByRole('combobox', { name: /^Subject/ });
    await expect(subject).toHaveValue('partnership');
    await expect(subject.locator('option:checked')).toHaveText('Partnership opportunities');
  });

  test('an unknown ?subject= leaves the placeholder chosen', async ({ page }) => {
    await openHydrated(page, '/contact-us-and-support/general-inquiry?subject=sponsorship');
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveValue('');
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, form, address } of formCases) {
    test(`${path} submits natively to the mail app, with the required fields enforced by the browser`, async ({ page }) => {
      await page.goto(path);
      const element = page.locator('form');
      await expect(element).toHaveAttribute('action', `mailto:${address}`);
      await expect(element).toHaveAttribute('method', 'post');
      await expect(element).toHaveAttribute('enctype', 'text/plain');
      for (const field of form.fields) {
        if (field.required) await expect(control(page, field)).toHaveAttribute('required', '');
        else await expect(control(page, field)).not.toHaveAttribute('required');
      }
      await expect(page.locator('form input[name="website"]')).toHaveAttribute('tabindex', '-1');
    });
  }
});

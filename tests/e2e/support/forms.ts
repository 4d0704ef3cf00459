import { expect, type Locator, type Page, type Route } from '@playwright/test';
// The generated, typed content modules (npm run build writes them before the browser tests run).
import { forms } from '../../../src/content/forms.ts';
import { site } from '../../../src/content/site.ts';
import type { FormsField, FormsForm } from '../../../src/content/types.ts';
import { formPagePath } from '../../../src/lib/form-markup.ts';
import { controlId, displayValue, type FormId, mailboxAddress } from '../../../src/lib/form-rules.ts';
import { validValue } from '../../support/form-values.ts';
import { headerBottom } from './index.ts';
import { fill } from '../../../src/lib/fill.ts';

export { forms, site };
export { validValue };
/** The id of a field's control, and what a value reads as in the e-mail (a select's option label): the app's own. */
export { controlId, displayValue };

export interface FormCase {
  /** The page that shows the form. */
  path: string;
  form: FormsForm;
  /** The mailbox its messages go to. */
  address: string;
}

/** Every form of content/forms.yaml, in its order, with its page (where the app puts it) and mailbox. */
export const formCases: FormCase[] = Object.values(forms.forms).map((form) => ({ path: formPagePath(form), form, address: mailboxAddress(form) }));

/** The case of one form, e.g. `formCaseOf('contact-sales')`. */
export const formCaseOf = (id: FormId): FormCase => formCases.find((formCase) => formCase.form.id === id)!;

export const control = (page: Page, field: FormsField): Locator => page.locator(`form [name="${field.name}"]`);

/** The error summary: the box that takes focus (GOV.UK's structure: it holds the alert with the heading and links). */
export const errorSummary = (page: Page): Locator =>
  page.locator('form [tabindex="-1"]').filter({ has: page.getByRole('alert').filter({ hasText: forms.errorSummary.heading }) });

/** The page title while the error summary is shown, from content ("Error: {title}"). */
export const errorTitle = (title: string): string => fill(forms.errorSummary.pageTitle, { title });

/** Asserts that the element is entirely on screen, below the fixed header. */
export async function expectClearOfHeader(page: Page, target: Locator, what: string) {
  const bottom = await headerBottom(page);
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight };
  });
  expect(box.top, `${what} is under the fixed header`).toBeGreaterThanOrEqual(bottom - 1);
  expect(box.bottom, `${what} is below the viewport`).toBeLessThanOrEqual(box.viewport + 1);
}

export const submitButton = (page: Page, form: FormsForm) => page.getByRole('button', { name: form.submit });

/** Fills every field (or the given ones) with a valid value. */
export async function fillValid(page: Page, form: FormsForm, only?: (field: FormsField) => boolean) {
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    if (only && !only(field)) continue;
    const value = validValue(field);
    values[field.name] = value;
    if (field.kind === 'select') await control(page, field).selectOption(value);
    else await control(page, field).fill(value);
  }
  return values;
}

/** Asserts that exactly the named fields are flagged invalid, each with its own message from content. */
export async function expectFlagged(page: Page, form: FormsForm, messages: Record<string, string>) {
  for (const field of form.fields) {
    const message = messages[field.name];
    if (message) {
      await expect(control(page, field), field.name).toHaveAttribute('aria-invalid', 'true');
      await expect(control(page, field), field.name).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    } else {
      await expect(control(page, field), field.name).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
}

export function requiredMessages(form: FormsForm): Record<string, string> {
  return Object.fromEntries(form.fields.flatMap((field) => (field.errorWhenEmpty ? [[field.name, field.errorWhenEmpty]] : [])));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Records every request to a form endpoint (a URL pattern of page.route); `answer` decides what each one gets. */
export async function fakeEndpoint(page: Page, url: string, answer: (route: Route) => Promise<void> | void) {
  const requests: Array<{ url: string; body: unknown; headers: Record<string, string>; method: string }> = [];
  await page.route(url, async (route) => {
    const request = route.request();
    requests.push({ url: request.url(), body: request.postDataJSON(), headers: request.headers(), method: request.method() });
    await answer(route);
  });
  return requests;
}

export const sentNotice = (page: Page): Locator => page.getByRole('status').filter({ hasText: forms.status.sent.heading });

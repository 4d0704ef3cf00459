import { expect, type Locator, type Page, type Route } from '@playwright/test';
// The generated, typed content modules (npm run build writes them before the browser tests run).
import { forms } from '../../../src/content/forms.ts';
import { site } from '../../../src/content/site.ts';
import type { FormsField, FormsForm } from '../../../src/content/types.ts';
import { validValue } from '../../support/form-values.ts';

export { forms, site };
export { validValue };

export interface FormCase {
  path: string;
  form: FormsForm;
  address: string;
}

export const formCases: FormCase[] = [
  { path: '/contact-us-and-support/contact-sales', form: forms.forms.contactSales, address: site.emails.sales },
  { path: '/contact-us-and-support/general-inquiry', form: forms.forms.generalInquiry, address: site.emails.general },
  { path: '/contact-us-and-support/contact-support', form: forms.forms.contactSupport, address: site.emails.support },
];

/** What the value reads as in the e-mail: a select's option label, otherwise the value. */
export function shownValue(field: FormsField, value: string): string {
  return field.kind === 'select' ? (field.options.find((option) => option.value === value)?.label ?? value) : value;
}

export const control = (page: Page, field: FormsField): Locator => page.locator(`form [name="${field.name}"]`);

/** The id a field's control must have, in the server's HTML and after hydration: the form's id and the field's name. */
export const controlId = (form: FormsForm, field: FormsField): string => `${form.id}-${field.name}`;

/** The error summary: the box that takes focus (GOV.UK's structure: it holds the alert with the heading and links). */
export const errorSummary = (page: Page): Locator =>
  page.locator('form [tabindex="-1"]').filter({ has: page.getByRole('alert').filter({ hasText: forms.errorSummary.heading }) });

/** The page title while the error summary is shown, from content ("Error: {title}"). */
export const errorTitle = (title: string): string => forms.errorSummary.pageTitle.replace('{title}', title);

/** The bottom edge of the fixed header, in viewport pixels. */
export const headerBottom = (page: Page): Promise<number> =>
  page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);

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
  return Object.fromEntries(form.fields.flatMap((field) => (field.required ? [[field.name, field.required]] : [])));
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

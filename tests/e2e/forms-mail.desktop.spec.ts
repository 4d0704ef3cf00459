/**
 * The forms' e-mail mode, for a host without functions: the site built in a copy of the project with
 * FORMS_ENDPOINT=mail (an empty `endpoint` in content/forms.yaml does the same), so a valid form is composed into an
 * e-mail in the visitor's own mail app. Desktop only: what is tested here does not depend on the width.
 */
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer, type RunningServer } from '../../scripts/lib/static-server';
import { control, displayValue, fillValid, formCases, forms, submitButton } from './support/forms';
import { buildProjectCopy, type ProjectCopy } from './support/project-copy';
import { expectHydrated, slug } from './support';
import { fill } from '../../src/lib/fill.ts';

let copy: ProjectCopy | undefined;
let server: RunningServer;

// One build for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = await buildProjectCopy('mail', { env: { FORMS_ENDPOINT: 'mail' } });
  server = await startStaticServer(copy.dist);
});

test.afterAll(async () => {
  await server?.close();
  await copy?.remove();
});

async function open(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await expectHydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

for (const { path, form, address } of formCases) {
  test(`${path}: a valid form opens a mailto: to the right address with the subject and every field`, async ({ page }) => {
    await open(page, path);
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
    for (const field of form.fields) expect(body).toContain(displayValue(field, values[field.name]!));
    // What was typed stays in the form: the visitor may come back to it if the mail app did not open.
    await expect(control(page, form.fields[0]!)).toHaveValue(values[form.fields[0]!.name]!);
    // The notice as it looks (once, for the general inquiry form: it is the same on the three).
    if (path.endsWith('/general-inquiry')) {
      await notice.evaluate((element) => (element as HTMLElement).blur());
      await expect(notice).toHaveScreenshot(`${slug(path)}-mail-notice.png`);
    }
  });

  test(`${path}: says the message goes from the visitor’s own mail app, and sends nothing to the form service`, async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await open(page, path);
    await expect(page.locator('form')).toContainText(fill(forms.privacy.mail, { email: address }));
    await expect(page.locator('form')).toHaveAttribute('action', `mailto:${address}`);
    // Without JavaScript the browser submits to the mail app: the policy allows that form action in this mode only.
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/form-action 'self' mailto:(;|$)/);
    await fillValid(page, form);
    await submitButton(page, form).click();
    await expect(page.getByRole('status').filter({ hasText: forms.status.mail.heading })).toBeFocused();
    expect(posts).toEqual([]);
  });
}

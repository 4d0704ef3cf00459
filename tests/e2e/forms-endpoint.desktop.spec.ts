/**
 * The forms with another service's endpoint. The site is built a second time, in a copy of the project, with
 * FORMS_ENDPOINT set to an https:// address (exactly as a deployment would), and served by the same static server as
 * the main suite. The endpoint itself is
 * played by page.route, so every answer (success, HTTP error, network error, no answer) is under the test's control.
 * Desktop only: what is tested here does not depend on the width.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { startStaticServer, type RunningServer } from '../../scripts/lib/static-server';
import { control, fakeEndpoint, fillValid, formCaseOf, forms, sentNotice, submitButton } from './support/forms';
import { buildProjectCopy, type ProjectCopy } from './support/project-copy';
import { expectHydrated, slug } from './support';
import { honeypotName } from '../../src/lib/form-rules.ts';

const endpoint = 'https://forms.solvara.example/v1/messages';
const { form, path } = formCaseOf('contact-sales');

let copy: ProjectCopy | undefined;
let server: RunningServer;

// One build for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = await buildProjectCopy('endpoint', { env: { FORMS_ENDPOINT: endpoint } });
  server = await startStaticServer(copy.dist);
});

test.afterAll(async () => {
  await server?.close();
  await copy?.remove();
});

async function open(page: Page) {
  await page.goto(`${server.origin}${path}`);
  await expectHydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

const failedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: forms.status.failed.heading });

test('the build puts the endpoint in the form and allows its origin in the CSP, meta and header alike', async ({ browser }) => {
  const html = readFileSync(join(copy!.dist, `${path.slice(1)}.html`), 'utf8');
  const headers = readFileSync(join(copy!.dist, '_headers'), 'utf8');
  for (const csp of [/http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '', headers]) {
    expect(csp).toMatch(/connect-src 'self' https:\/\/forms\.solvara\.example(;|\s|$)/);
    expect(csp).toMatch(/form-action 'self' https:\/\/forms\.solvara\.example(;|\s|$)/);
    expect(csp).toMatch(/frame-src https:\/\/www\.openstreetmap\.org(;|\s|$)/);
  }
  // Without JavaScript the browser posts the form to the endpoint itself.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  await expect(page.locator('form')).toHaveAttribute('action', endpoint);
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await expect(page.locator('form')).not.toHaveAttribute('enctype', /.+/);
  await context.close();
});

test('a valid form POSTs every field as JSON; success is announced with the reference, takes focus and clears the draft', async ({ page }) => {
  const reference = '7K2M-X9QP-4R8T';
  const requests = await fakeEndpoint(page, `${new URL(endpoint).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true, reference }) }),
  );
  await open(page);
  const values = await fillValid(page, form);
  await submitButton(page, form).click();

  await expect(sentNotice(page)).toBeFocused();
  await expect(sentNotice(page)).toContainText(`${forms.status.sent.reference}\n${reference}`, { useInnerText: true });
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request?.method).toBe('POST');
  expect(request?.headers['content-type']).toBe('application/json');
  expect(request?.headers.accept).toBe('application/json');
  const body = request?.body as { form: string; fields: Record<string, string>; page: string; submittedAt: string };
  expect(body.form).toBe(form.id);
  expect(body.fields).toEqual(values);
  expect(body.page).toBe(path);
  expect(Math.abs(Date.parse(body.submittedAt) - Date.now())).toBeLessThan(60_000);
  // The confirmation as it looks, in place of the form.
  await sentNotice(page).evaluate((element) => (element as HTMLElement).blur());
  await expect(sentNotice(page)).toHaveScreenshot(`${slug(path)}-sent.png`);

  await page.reload();
  await expectHydrated(page);
  for (const field of form.fields) await expect(control(page, field)).toHaveValue('');
});

test('an HTTP error shows an announced error with retry and the address, keeps every value, also across a reload', async ({ page }) => {
  let status = 500;
  const requests = await fakeEndpoint(page, `${new URL(endpoint).origin}/**`, (route) => route.fulfill({ status, body: 'Internal Server Error' }));
  await open(page);
  const values = await fillValid(page, form);
  await submitButton(page, form).click();

  await expect(failedNotice(page)).toBeFocused();
  await expect(failedNotice(page).getByRole('link', { name: 'sales@solvara.example' })).toHaveAttribute('href', 'mailto:sales@solvara.example');
  for (const field of form.fields) await expect(control(page, field)).toHaveValue(values[field.name]!);

  await page.reload();
  await expectHydrated(page);
  for (const field of form.fields) await expect(control(page, field)).toHaveValue(values[field.name]!);
  await submitButton(page, form).click();
  await expect(failedNotice(page)).toBeFocused();

  status = 201;
  await failedNotice(page).getByRole('button', { name: forms.status.failed.retry }).click();
  await expect(sentNotice(page)).toBeFocused();
  expect(requests).toHaveLength(3);
});

test('a network error shows the error and keeps the values', async ({ page }) => {
  await fakeEndpoint(page, `${new URL(endpoint).origin}/**`, (route) => route.abort('internetdisconnected'));
  await open(page);
  const values = await fillValid(page, form);
  await submitButton(page, form).click();
  await expect(failedNotice(page)).toBeFocused();
  for (const field of form.fields) await expect(control(page, field)).toHaveValue(values[field.name]!);
});

test('no answer within 15 seconds shows the error; until then the button shows progress and a second send does nothing', async ({ page }) => {
  const held: Route[] = [];
  const requests = await fakeEndpoint(page, `${new URL(endpoint).origin}/**`, (route) => {
    held.push(route);
  });
  await open(page);
  // Paused: fake time moves only with runFor, so a slow machine cannot add real seconds to the 15.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
  await fillValid(page, form);
  const button = page.getByRole('button', { name: new RegExp(`${form.submit}|${forms.status.sending}`) });
  await button.dblclick();
  await expect(button).toHaveText(forms.status.sending);
  await button.click({ force: true });
  await page.keyboard.press('Enter');
  await expect.poll(() => requests.length).toBe(1);

  await page.clock.runFor(14_000);
  await expect(failedNotice(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(failedNotice(page)).toBeFocused();
  expect(requests).toHaveLength(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a filled honeypot sends nothing and shows the normal confirmation', async ({ page }) => {
  const requests = await fakeEndpoint(page, `${new URL(endpoint).origin}/**`, (route) => route.fulfill({ status: 200, body: '{}' }));
  await open(page);
  await fillValid(page, form);
  await page.locator(`input[name="${honeypotName}"]`).evaluate((input: HTMLInputElement) => {
    input.value = 'https://cheap-backlinks.example';
  });
  await submitButton(page, form).click();
  await expect(sentNotice(page)).toBeFocused();
  expect(requests).toHaveLength(0);
});

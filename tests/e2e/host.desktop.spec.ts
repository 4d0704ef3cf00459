/**
 * The export on the reference host's own runtime: `wrangler pages dev` (Cloudflare's workerd, local, no account)
 * serves dist/ and runs the forms' Pages Function with a local D1 and the forms worker (scripts/lib/local-host.ts).
 * What the suite's quick static server does is an imitation; this is what Cloudflare Pages does with the same files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { libraryFeedPath } from '../../src/lib/resource-kinds';
import { SECURITY_HEADERS } from '../../src/lib/security-headers';
import { expectHydrated, routes } from './support';
import { dist, useLocalHost } from './support/local-host';
import { fillValid, formCaseOf, forms, submitButton } from './support/forms';

const host = useLocalHost('host');

const get = (path: string) => fetch(`${host().origin}${path}`, { redirect: 'manual' });
const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];

test('every route answers 200 at its own address, with no redirect hop, and every header of _headers', async () => {
  for (const { path } of routes) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
    for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
    expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
    // One policy, the page's own: its <meta> policy plus what only a header can carry.
    const policy = metaPolicy(await response.text());
    expect(policy, path).toBeTruthy();
    expect(response.headers.get('content-security-policy'), path).toBe(`${policy}; frame-ancestors 'none'`);
  }
});

test('a canonical address with a slash or .html is sent to the address without, in one hop', async () => {
  for (const variant of ['/about-us/careers/', '/about-us/careers.html']) {
    const response = await get(variant);
    expect([301, 308], variant).toContain(response.status);
    expect(new URL(response.headers.get('location')!, host().origin).pathname).toBe('/about-us/careers');
  }
});

test('an unknown address gets the 404 page with status 404 and its own policy', async () => {
  const response = await get('/no-such-page');
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(response.headers.get('content-security-policy')).toBe(`${metaPolicy(html)}; frame-ancestors 'none'`);
  for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name)).toBe(value);
});

test('every _redirects rule answers with its status and target', async () => {
  const rules = readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n').map((line) => line.split(/\s+/));
  expect(rules.length).toBeGreaterThan(0);
  for (const [from, to, status] of rules) {
    const response = await get(from!);
    expect(response.status, from).toBe(Number(status));
    expect(new URL(response.headers.get('location')!, host().origin).pathname, from).toBe(to);
    const target = await get(to!);
    expect(target.status, `${from} → ${to}`).toBe(200);
  }
});

test('hashed assets are cached for a year, immutable; other files revalidate', async () => {
  const html = await (await get('/')).text();
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset, 'an /assets/ script on the home page').toBeTruthy();
  const response = await get(asset!);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/favicon.svg')).headers.get('cache-control')).not.toMatch(/immutable/);
});

test('the library feed is sent as Atom, not as the plain XML its extension would give it', async () => {
  const response = await get(libraryFeedPath);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  for (const [name, value] of SECURITY_HEADERS) expect(response.headers.get(name), name).toBe(value);
  expect(await response.text()).toMatch(/^<\?xml [^>]*\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
});

test('the form service answers JSON only, at its address', async () => {
  const response = await get('/api/forms');
  expect(response.status).toBe(405);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
});

test('a form sent in the browser is kept in D1 and e-mailed to its mailbox (captured, not sent)', async ({ page }) => {
  const { form, path, address } = formCaseOf('general-inquiry');
  await page.goto(`${host().origin}${path}`);
  await expectHydrated(page);
  await fillValid(page, form);
  await submitButton(page, form).click();
  await expect(page.getByRole('status').filter({ hasText: forms.status.sent.heading })).toBeFocused();

  const rows = await host().query<{ form: string; fields: string; page: string; notified_at: string | null }>(
    'SELECT form, fields, page, notified_at FROM form_messages',
  );
  console.log(`The row the form left in the local D1: ${JSON.stringify(rows)}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ form: form.id, page: path });
  expect(Object.keys(JSON.parse(rows[0]!.fields))).toEqual(form.fields.map((field) => field.name));
  expect(rows[0]!.notified_at).not.toBeNull();
  await expect.poll(() => host().output()).toContain(`To: ${address}`);
});

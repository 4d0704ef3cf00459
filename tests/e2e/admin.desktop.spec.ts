import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { faq } from '../../src/content/faq.ts';
import { milestones } from '../../src/content/milestones.ts';
import { products } from '../../src/content/products.ts';
import { axeBuilder } from './support';
import { fakeGitHub, FAKE_SESSION, type FakeGitHub } from './support/fake-github';
import { copyProject } from './support/project-copy';
import { controlId } from '../../src/admin/values.ts';
import { contentChangedEvent } from '../../src/client/content-changed.ts';

/*
 * The content editor (npm run dev, /admin), as an author uses it, on a copy of the project: each change is saved
 * through the form, and then the file on disk is the author's file with that change and nothing else (its comments
 * kept), and the page shows it. An invalid value shows the content build's message at its field and writes nothing.
 */

test.describe.configure({ mode: 'default' });

let copy: { dir: string; remove: () => Promise<void> } | undefined;
let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  // The development server's first start compiles the content and the routes on two busy cores.
  test.setTimeout(120_000);
  copy = await copyProject('admin');
  const port = 5400 + test.info().workerIndex;
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { cwd: copy.dir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Dev server at') && resolve());
    server!.on('exit', (code) => reject(new Error(`the development server stopped with ${code}`)));
  });
  origin = `http://localhost:${port}`;
});

test.afterAll(async () => {
  server?.kill();
  await copy?.remove();
});

const file = (path: string) => readFile(join(copy!.dir, path), 'utf8');

/**
 * The preview's two frames load the development server's pages, each rendered and hydrated in development mode: a
 * test that does not read them leaves them empty, which spares the suite's two cores some forty page loads.
 */
async function leavePreviewEmpty(page: Page) {
  await page.route(
    (url) => url.origin === origin && !/^\/(admin|editor-site|src|node_modules|@)/.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    (route) =>
      route.request().isNavigationRequest() && route.request().frame().parentFrame()
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="en"><title>Preview</title></html>' })
        : route.fallback(),
  );
}

async function openFile(page: Page, name: string, { preview = false } = {}) {
  if (!preview) await leavePreviewEmpty(page);
  await page.goto(`${origin}/admin?file=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`content/${name}\\.(yaml|md)$`));
}

async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Create the file)$/ }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved content\//, { timeout: 20_000 });
}

/**
 * The page as the development server renders it (the site's own components, from the files on disk), once the
 * content build has run on the saved file.
 */
async function pageText(path: string) {
  const response = await fetch(`${origin}${path}`);
  return `${response.status} ${await response.text()}`;
}

// First, on the server as it started: a page loaded while a save's content rebuild is under way can meet the
// router's half-replaced modules (a development-server race, not the editor's).
test("the development server's pages, which the preview shows, hydrate with no error", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${origin}/contact-us-and-support/faqs`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test("an author changes a product's tagline: one line of its file changes, and its page shows it", async ({ page }) => {
  const product = products[0]!;
  const path = `content/products/${product.slug}.yaml`;
  const before = await file(path);
  // The product's page, open in another tab of the development server.
  const sitePage = await page.context().newPage();
  await sitePage.goto(`${origin}/product-and-solutions/${product.slug}`);
  await expect(sitePage.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  await openFile(page, `products/${product.slug}`, { preview: true });
  const tagline = 'A tagline written in the browser editor, with: a colon.';
  await page.getByLabel('Tagline', { exact: true }).fill(tagline);
  // The preview shows it before the save, at both widths.
  for (const width of [1280, 390]) await expect(page.frameLocator(`iframe[title$="at ${width} pixels wide"]`).getByRole('main')).toContainText(tagline, { timeout: 30_000 });
  await expect(sitePage.getByRole('main')).not.toContainText(tagline);
  await save(page);
  const after = await file(path);
  expect(after).toBe(before.replace(`tagline: ${product.tagline}`, `tagline: "${tagline}"`));
  await expect.poll(() => pageText(`/product-and-solutions/${product.slug}`)).toContain('A tagline written in the browser editor, with: a colon.');
  // The open tab reloads on the content the save rewrote.
  await expect(sitePage.getByRole('main')).toContainText(tagline, { timeout: 20_000 });
  await sitePage.close();
});

test('an author adds an FAQ item: it is written after the last one, the comments stay, and the page lists it', async ({ page }) => {
  const before = await file('content/faq.yaml');
  await openFile(page, 'faq');
  await page.getByRole('button', { name: 'Add item' }).click();
  const number = faq.items.length + 1;
  const item = page.getByRole('group', { name: new RegExp(`^Item ${number}`) });
  await item.getByLabel('ID', { exact: true }).fill('invoices-in-euros');
  await item.getByLabel('Question', { exact: true }).fill('Can you invoice in euros?');
  await item.getByLabel('Answer 1', { exact: true }).fill('Yes. Every invoice can be in euros, pounds or dollars.');
  await save(page);
  const after = await file('content/faq.yaml');
  // After the last item, before the next key of the file.
  const added = '  - id: invoices-in-euros\n    question: Can you invoice in euros?\n    answer:\n      - Yes. Every invoice can be in euros, pounds or dollars.\n';
  expect(after).toBe(before.replace(/^contact:/m, `${added}contact:`));
  expect(after.split('\n').filter((line) => line.trimStart().startsWith('#'))).toEqual(before.split('\n').filter((line) => line.trimStart().startsWith('#')));
  await expect.poll(() => pageText('/contact-us-and-support/faqs')).toContain('Can you invoice in euros?');
});

test('an author moves a milestone up: the two entries swap, every other line stays', async ({ page }) => {
  const before = await file('content/milestones.yaml');
  await openFile(page, 'milestones');
  const [first, second] = milestones.milestones;
  await page.getByRole('button', { name: `Move Milestone 2 “${second!.id}” up` }).click();
  await save(page);
  const after = await file('content/milestones.yaml');
  expect(parse(after).milestones.map((milestone: { id: string }) => milestone.id).slice(0, 2)).toEqual([second!.id, first!.id]);
  expect([...after.split('\n')].sort()).toEqual([...before.split('\n')].sort());
});

test('an author uploads a picture and uses it: it is saved in public/images/ and the file names it', async ({ page }) => {
  const product = products[0]!;
  await openFile(page, `products/${product.slug}`);
  const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="#444444"/></svg>';
  await page.locator(`#${controlId('/image')}-upload`).setInputFiles({ name: 'Wind Farm.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(picture) });
  // The upload runs the content build's checks, as a save does.
  await expect(page.locator(`#${controlId('/image')}`)).toHaveValue('/images/wind-farm.svg', { timeout: 20_000 });
  await save(page);
  expect(existsSync(join(copy!.dir, 'public', 'images', 'wind-farm.svg'))).toBe(true);
  expect(parse(await file(`content/products/${product.slug}.yaml`)).image).toBe('/images/wind-farm.svg');
  await expect.poll(() => pageText(`/product-and-solutions/${product.slug}`)).toContain('/images/wind-farm.svg');
});

test("an invalid value shows the build's message at its field, in the terminal's words, and writes nothing", async ({ page }) => {
  const product = products[0]!;
  const path = `content/products/${product.slug}.yaml`;
  const before = await file(path);
  await openFile(page, `products/${product.slug}`);
  await page.getByLabel('Tagline', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(`${path}:`);
  await expect(summary).toContainText('/tagline must not be empty');
  const tagline = page.getByLabel('Tagline', { exact: true });
  await expect(tagline).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${await tagline.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}`)).toHaveText(/must not be empty/);
  // The summary's link takes the author to the field.
  await summary.getByRole('link', { name: /must not be empty/ }).click();
  await expect(page).toHaveURL(/#field_2f_tagline$/);
  expect(await file(path)).toBe(before);

  // A link to a page the site does not have.
  const faqBefore = await file('content/faq.yaml');
  await openFile(page, 'faq');
  const href = page.getByRole('group', { name: 'Contact' }).getByLabel('Link address', { exact: true });
  await href.fill('/no-such-page');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('content/faq.yaml:');
  await expect(page.getByRole('alert')).toContainText('/contact/link/href');
  await expect(href).toHaveAttribute('aria-invalid', 'true');
  expect(await file('content/faq.yaml')).toBe(faqBefore);
});

test('the file list says it is loading, and when it cannot be loaded says why and tries again on request', async ({ page }) => {
  await leavePreviewEmpty(page);
  const files = page.getByRole('navigation', { name: 'Content files' });
  // The list's first answer held until the loading line has been seen, then refused as a server that lost its disk.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${origin}/admin/api/files`, async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'content/ could not be read' }) });
  });
  await page.goto(`${origin}/admin`);
  await expect(files).toHaveAttribute('aria-busy', 'true');
  await expect(files).toContainText('Loading the content files…');
  await expect(files.getByRole('link')).toHaveCount(0);
  release();
  const alert = files.getByRole('alert');
  await expect(alert).toContainText('The list of content files could not be loaded (content/ could not be read).');
  await expect(files).toHaveAttribute('aria-busy', 'false');
  const results = await axeBuilder(page).exclude('iframe').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The server answers again: Try again lists the files, and the message goes.
  await page.unroute(`${origin}/admin/api/files`);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(files.getByRole('link', { name: 'faq', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(files).not.toContainText('Loading the content files…');
});

test('the editor passes axe and works from the keyboard: a file, a field, save', async ({ page }) => {
  await openFile(page, 'faq');
  const results = await axeBuilder(page).exclude('iframe').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.getByRole('link', { name: 'milestones', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('content/milestones.yaml');
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Saved content/milestones.yaml');
});

test('an author adds a case study: one new Markdown file, its fields as front matter, and its page', async ({ page }) => {
  // Some twenty fields to fill, on two busy cores.
  test.setTimeout(120_000);
  await leavePreviewEmpty(page);
  await page.goto(`${origin}/admin`);
  const slug = 'harbourside-cold-store';
  await page.getByLabel('New entry’s address (lower case and dashes)').last().fill(slug);
  await page.getByLabel('Kind of entry').selectOption({ label: 'case-study' });
  await page.getByRole('button', { name: 'Start a new entry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`content/resources/${slug}.md`);

  // Created empty, it is not written: every required field says what it needs.
  await page.getByRole('button', { name: 'Create the file' }).click();
  await expect(page.getByRole('alert')).toContainText(`content/resources/${slug}.md:`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(existsSync(join(copy!.dir, 'content', 'resources', `${slug}.md`))).toBe(false);

  await page.getByLabel('Title', { exact: true }).fill('How Harbourside Cold Store kept its freezers on a smaller connection');
  await page.getByLabel('Summary', { exact: true }).fill('A cold store on the Thames moved its freezing into cheap hours and stayed inside its grid connection.');
  await page.getByLabel('Published', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Product 1', { exact: true }).fill(products[0]!.slug);
  const customer = page.getByRole('group', { name: 'Customer' });
  await customer.getByLabel('Name', { exact: true }).fill('Harbourside Cold Store');
  await customer.getByLabel('Picture', { exact: true }).fill('/images/resources/customers/kempenaar-logistics.svg');
  await customer.getByLabel('Text alternative', { exact: true }).fill('Harbourside Cold Store');
  await customer.getByLabel('Width', { exact: true }).fill('200');
  await customer.getByLabel('Height', { exact: true }).fill('48');
  await customer.getByLabel('Industry', { exact: true }).fill('Cold storage');
  await customer.getByLabel('Sites', { exact: true }).fill('One cold store in London');
  for (const [index, [value, measures]] of [
    ['21%', 'lower peak demand'],
    ['£48,000', 'saved in the first year'],
  ].entries()) {
    const result = page.getByRole('group', { name: new RegExp(`^Result ${index + 1}`) });
    if ((await result.count()) === 0) await page.getByRole('button', { name: 'Add result' }).click();
    await result.getByLabel('Value', { exact: true }).fill(value!);
    await result.getByLabel('Measures', { exact: true }).fill(measures!);
  }
  const quote = page.getByRole('group', { name: 'Quote' });
  await quote.getByLabel('Text', { exact: true }).fill('The freezers never noticed, and the bill did.');
  await quote.getByLabel('Name', { exact: true }).fill('Ada Okoro');
  await quote.getByLabel('Role', { exact: true }).fill('Site manager, Harbourside Cold Store');
  await page.getByLabel('Text (Markdown)').fill('\n## The problem\n\nThe store had room for its freezers or for its new loading bays, not both.\n');
  // What the development server tells the open pages once the new file is built into the content modules.
  await page.evaluate(`import('/@vite/client').then(({ createHotContext }) => {
    window.contentChanges = 0;
    createHotContext('/content-changes').on(${JSON.stringify(contentChangedEvent)}, () => window.contentChanges++);
  })`);
  await save(page);

  const written = await file(`content/resources/${slug}.md`);
  expect(written.startsWith('---\ntype: case-study\ntitle: How Harbourside Cold Store kept its freezers on a smaller connection\n')).toBe(true);
  expect(written.endsWith('---\n\n## The problem\n\nThe store had room for its freezers or for its new loading bays, not both.\n')).toBe(true);
  // Its page, rendered by the development server from the new file: the content build took it as it took the
  // authors' own (add-content.desktop.spec.ts builds such a file into the static site).
  await expect
    .poll(() => pageText(`/research-and-resources/case-studies/${slug}`), { timeout: 20_000 })
    .toMatch(/^200 [\s\S]*How Harbourside Cold Store kept its freezers on a smaller connection[\s\S]*The store had room for its freezers/);
  // The site's pages were told, and the editor stayed as it was: not reloaded, its "Saved" still there.
  await expect.poll(() => page.evaluate('window.contentChanges ?? 0'), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('status')).toHaveText(`Saved content/resources/${slug}.md`);
});

test('the preview follows the form as the author types, at both widths, before anything is saved', async ({ page }) => {
  const before = await file('content/faq.yaml');
  await openFile(page, 'faq', { preview: true });
  const frames = [page.frameLocator('iframe[title$="at 1280 pixels wide"]'), page.frameLocator('iframe[title$="at 390 pixels wide"]')];
  for (const frame of frames) await expect(frame.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  const question = page.getByRole('group', { name: /^Item 1/ }).getByLabel('Question', { exact: true });
  await question.fill('How do refunds work, in one line?');
  for (const frame of frames) await expect(frame.getByRole('main')).toContainText('How do refunds work, in one line?');
  await question.pressSequentially(' Now.');
  for (const frame of frames) await expect(frame.getByRole('main')).toContainText('How do refunds work, in one line? Now.');
  expect(await file('content/faq.yaml')).toBe(before);
});

test('the built site holds no byte of the editor: no /admin page, no script that knows its API or its preview', () => {
  const dist = join(import.meta.dirname, '..', '..', 'dist');
  expect(existsSync(join(dist, 'admin.html')) || existsSync(join(dist, 'admin'))).toBe(false);
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const mentions = scripts.filter((name) => /\/admin\/(api|github|session)|solvara:draft/.test(readFileSync(join(dist, 'assets', name), 'utf8')));
  expect(mentions).toEqual([]);
});

test.describe('on GitHub, as on the editor site', () => {
  let github: FakeGitHub;

  // One repository for these tests, made from the copy as the tests above left it; each test commits on top.
  test.beforeAll(async () => {
    github = await fakeGitHub(copy!.dir);
  });

  test.afterAll(async () => {
    await github?.remove();
  });

  /** The editor site's page (scripts/admin/page.ts) with the GitHub backend, its modules from the development server. */
  async function openOnGitHub(page: Page, name: string) {
    await github.serve(page);
    await leavePreviewEmpty(page);
    const html = (await (await fetch(`${origin}/admin`)).text()).replace('/src/admin/main.tsx', '/src/admin/github/main.tsx');
    await page.route((url) => url.pathname === '/editor-site/', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${origin}/editor-site/?file=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`content/${name}\\.(yaml|md)$`), { timeout: 30_000 });
    await expect(page.getByText(`signed in as ${FAKE_SESSION.login}`)).toBeVisible();
  }

  test("a tagline change is one commit of that one file, in the author's name, checked by the build's rules first", async ({ page }) => {
    const product = products[0]!;
    const path = `content/products/${product.slug}.yaml`;
    await openOnGitHub(page, `products/${product.slug}`);
    const before = github.show(path);
    const commits = github.log().length;

    await page.getByLabel('Tagline', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(`${path}:`, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toContainText('/tagline must not be empty');
    await expect(page.getByLabel('Tagline', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(github.log()).toHaveLength(commits);

    const tagline = 'A tagline committed from the editor site';
    await page.getByLabel('Tagline', { exact: true }).fill(tagline);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(`Committed ${path} to ${FAKE_SESSION.branch} of ${FAKE_SESSION.repo}`, { timeout: 30_000 });
    // One line changed, the tagline's (in the quoting it had: the tests above may have changed it already).
    const [linesBefore, linesAfter] = [before.split('\n'), github.show(path).split('\n')];
    expect(linesAfter).toHaveLength(linesBefore.length);
    expect(linesAfter.filter((line, index) => line !== linesBefore[index])).toEqual([expect.stringMatching(/^tagline: /)]);
    expect(parse(github.show(path)).tagline).toBe(tagline);
    expect(github.lastChanged()).toEqual([path]);
    expect(github.log()).toHaveLength(commits + 1);
    expect(github.log()[0]).toBe(`Edit ${path} (content editor) (${FAKE_SESSION.name})`);
    // The files on disk are not the editor site's business.
    expect(await file(path)).not.toContain(tagline);
  });

  test('an uploaded picture is committed with the site index that lists it, and offered at once', async ({ page }) => {
    const product = products[0]!;
    await openOnGitHub(page, `products/${product.slug}`);
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="#555555"/></svg>';
    await page.locator(`#${controlId('/image')}-upload`).setInputFiles({ name: 'Solar Roof.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(picture) });
    await expect(page.locator(`#${controlId('/image')}`)).toHaveValue('/images/solar-roof.svg', { timeout: 30_000 });
    expect(github.show('public/images/solar-roof.svg')).toBe(picture);
    expect(github.lastChanged().sort()).toEqual(['content/schemas/site-index.generated.json', 'public/images/solar-roof.svg']);
    expect(github.show('content/schemas/site-index.generated.json')).toContain('/images/solar-roof.svg');
  });
});

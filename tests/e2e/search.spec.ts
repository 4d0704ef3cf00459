import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { library } from '../../src/content/library.ts';
import { navigation } from '../../src/content/navigation.ts';
import { resources } from '../../src/content/resources.ts';
import { search } from '../../src/content/search.ts';
import { site } from '../../src/content/site.ts';
import { RESULTS_PER_PAGE } from '../../src/components/SiteSearch/paging.ts';
import { fill, templateParts } from '../../src/lib/fill.ts';
import { resourcePath, type ResourceType } from '../../src/lib/resource-kinds.ts';
import { axeBuilder, collectErrors, openHydrated } from './support';
import { escapeRegExp } from './support/forms';

/*
 * The site search (src/components/SiteSearch/, the index from scripts/lib/search-index.ts) on the built site, at both
 * sizes: the control in the header (desktop) or in the mobile menu (phone) opens the dialog, as do / and Ctrl+K; a word
 * that only one library entry's body holds finds that entry, with its type and the word marked in the excerpt; the
 * result leads to the entry; Esc closes the dialog and gives focus back. Without JavaScript the control is a link to
 * the research library.
 */

const contentDir = join(import.meta.dirname, '..', '..', 'content');

/** Every content file's text (YAML and Markdown, not the schemas), by its path under content/. */
function contentFiles(dir = contentDir): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'schemas') for (const [name, text] of contentFiles(path)) files.set(name, text);
    else if (/\.(ya?ml|md)$/.test(entry.name)) files.set(relative(contentDir, path), readFileSync(path, 'utf8'));
  }
  return files;
}

/** A Markdown file's body, after its front matter, as visitors read it: no link targets, pictures or tags. */
const readableBody = (markdown: string) =>
  markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, '');

/**
 * A library entry and a word of its body that no other content has, nor its own front matter (which the listings
 * show): the first such word of the first entry that has one. Not even its first six letters elsewhere, since the
 * index matches a word's stem ("retailers" finds "retail"); a stem can be shorter still, so the test looks for the
 * entry among the results rather than for one result alone.
 */
function entryAndWord() {
  const files = contentFiles();
  for (const entry of resources) {
    const file = `resources/${entry.slug}.md`;
    const own = files.get(file)!;
    const elsewhere = [...files].filter(([name]) => name !== file).map(([, text]) => text.toLowerCase());
    elsewhere.push(own.slice(0, own.indexOf('\n---', 3)).toLowerCase());
    const words = [...new Set(readableBody(own).match(/\p{L}{9,}/gu) ?? [])];
    const word = words.find((candidate) => !elsewhere.some((text) => text.includes(candidate.toLowerCase().slice(0, 6))));
    if (word) return { entry, word, path: resourcePath({ type: entry.type as ResourceType, slug: entry.slug }), type: library.kinds[entry.type].singular };
  }
  throw new Error('No library entry has a word of its own in its body');
}

const found = entryAndWord();

const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';
const menuDialog = (page: Page) => page.getByRole('dialog', { name: navigation.menuLabels.dialog });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: search.dialog });
const field = (page: Page) => searchDialog(page).getByRole('searchbox', { name: search.field });
const results = (page: Page) => searchDialog(page).getByRole('listitem');
const status = (page: Page) => searchDialog(page).getByRole('status');

/** The control that opens the search: in the header's top strip from 768px up, in the mobile menu (opened first) on a phone. */
async function searchControl(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!onPhone(testInfo)) return page.getByRole('banner').getByRole('button', { name: site.search.label, exact: true });
  await page.getByRole('banner').getByRole('button', { name: navigation.menuLabels.open }).click();
  await expect(menuDialog(page)).toBeVisible();
  return menuDialog(page).getByRole('button', { name: site.search.label, exact: true });
}

async function expectOpen(page: Page) {
  await expect(searchDialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

/** Types `query` and waits until the dialog says what it found (neither its hint nor that it is searching). */
async function searchFor(page: Page, query: string) {
  await field(page).fill(query);
  await expect.poll(() => status(page).textContent()).not.toMatch(new RegExp(`^(${escapeRegExp(search.hint)}|${escapeRegExp(search.searching)})$`));
}

/** How many pages the status says match `query`, read through the content's own sentence; null if it says otherwise. */
function countIn(text: string, query: string): number | null {
  const pattern = templateParts(search.results)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : part === 'count' ? '(\\d+)' : escapeRegExp(query)))
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(text);
  return match ? Number(match[1]) : null;
}

test.describe('site search', () => {
  test('the control opens it; a word of one entry’s body finds that entry, with its type and the word marked; the result leads there', async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await openHydrated(page, '/');
    const control = await searchControl(page, testInfo);
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    await control.click();
    await expectOpen(page);
    await expect(control).toHaveAttribute('aria-expanded', 'true');
    await expect(status(page)).toHaveText(search.hint);
    await expect(searchDialog(page).getByRole('link', { name: search.browse })).toHaveAttribute('href', site.search.href);

    await searchFor(page, found.word);
    const count = await results(page).count();
    await expect(status(page)).toHaveText(count === 1 ? fill(search.oneResult, { query: found.word }) : fill(search.results, { query: found.word, count }));
    const result = results(page).filter({ has: page.locator(`a[href="${found.path}"]`) });
    await expect(result).toHaveCount(1);
    const link = result.getByRole('link', { name: found.entry.title, exact: true });
    await expect(link).toHaveAttribute('href', found.path);
    await expect(result).toContainText(found.type);
    // The matched word is marked in the excerpt (with the punctuation that ends it): a <mark> element, not markup
    // written out as text.
    await expect(result.locator('mark').filter({ hasText: new RegExp(`^\\P{L}*${found.word}\\P{L}*$`, 'iu') })).not.toHaveCount(0);
    await expect(result).not.toContainText('<mark>');

    await link.click();
    await expect(page).toHaveURL(found.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(found.entry.title);
    await expect(searchDialog(page)).toBeHidden();
    if (onPhone(testInfo)) await expect(menuDialog(page)).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('its dialog is ready, closed, once focus or a pointer reaches the control; the index loads only as it opens', async ({ page }, testInfo) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) indexRequests.push(request.url());
    });
    // The dialog element, open or not (a closed one is not in the accessibility tree).
    const dialogElement = page.locator('dialog', { has: page.locator('input[type="search"]') });
    await openHydrated(page, '/');
    const control = await searchControl(page, testInfo);
    await expect(dialogElement).toHaveCount(0);
    // A visitor's intent: the press that follows then only opens what is there.
    await control.focus();
    await expect(dialogElement).toHaveCount(1);
    await expect(dialogElement).not.toHaveAttribute('open');
    expect(indexRequests).toEqual([]);
    await control.click();
    await expectOpen(page);
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test('Esc closes it and focus returns to the control that opened it', async ({ page }, testInfo) => {
    const errors = collectErrors(page);
    await openHydrated(page, '/about-us/careers');
    const control = await searchControl(page, testInfo);
    await control.click();
    await expectOpen(page);
    await field(page).fill(found.word);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(control).toBeFocused();
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    // From the mobile menu, the menu is still open under it.
    if (onPhone(testInfo)) await expect(menuDialog(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/ opens it outside a text field, Ctrl+K and Cmd+K anywhere; Esc gives focus back to where it was', async ({ page }) => {
    const errors = collectErrors(page);
    await openHydrated(page, '/contact-us-and-support/general-inquiry');
    const logo = page.getByRole('banner').getByRole('link', { name: site.logo.alt });
    await logo.focus();
    await page.keyboard.press('/');
    await expectOpen(page);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(logo).toBeFocused();

    // In a text field, / is typed; Ctrl+K (Cmd+K on a Mac) still opens the search.
    const textField = page.locator('main').getByRole('textbox').first();
    await textField.focus();
    await page.keyboard.press('/');
    await expect(searchDialog(page)).toBeHidden();
    await expect(textField).toHaveValue('/');
    for (const keys of ['Control+K', 'Meta+K']) {
      await page.keyboard.press(keys);
      await expectOpen(page);
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toBeHidden();
      await expect(textField).toBeFocused();
    }
    expect(errors).toEqual([]);
  });

  test('Tab stays inside the open dialog', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('/');
    await expectOpen(page);
    await searchFor(page, found.word);
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inDialog(), `focus after ${key}`).toBe(true);
    }
  });

  test('a word on many pages: the first results, then more on request, focus on the first added', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('/');
    await expectOpen(page);
    // The company's name is on most pages; how many the content decides, and the status says.
    await searchFor(page, site.name);
    const total = countIn((await status(page).textContent()) ?? '', site.name);
    expect(total, 'the status says how many pages match').not.toBeNull();
    await expect(results(page)).toHaveCount(Math.min(total!, RESULTS_PER_PAGE));
    const more = searchDialog(page).getByRole('button', { name: search.more });
    if (total! <= RESULTS_PER_PAGE) {
      await expect(more).toHaveCount(0);
      return;
    }
    await more.click();
    await expect(results(page)).toHaveCount(Math.min(total!, 2 * RESULTS_PER_PAGE));
    await expect(results(page).nth(RESULTS_PER_PAGE).getByRole('link')).toBeFocused();
  });

  test('no axe violation with the dialog open and its results shown', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('/');
    await expectOpen(page);
    await searchFor(page, found.word);
    await expect(results(page).locator(`a[href="${found.path}"]`)).toHaveCount(1);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('without JavaScript the control is a link to the research library', async ({ browser, baseURL }, testInfo) => {
    // Its name says where it leads, and starts with the word it shows (WCAG 2.5.3, label in name).
    expect(site.search.withoutScript.startsWith(site.search.label)).toBe(true);
    await withoutJavaScript(browser, baseURL!, testInfo, async (page) => {
      // The header's Research dropdown links to the library too: the control is the link that carries the search icon.
      const link = page.getByRole('banner').locator(`a[href="${site.search.href}"]`).filter({ hasText: new RegExp(`^${site.search.label}$`) });
      await expect(link).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('button', { name: site.search.label, exact: true })).toHaveCount(0);
      // From 768px up it is in the header's top strip; a phone's strip has no room, and its menu is a link to the
      // footer's site navigation.
      if (onPhone(testInfo)) return expect(link).toBeHidden();
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(site.search.withoutScript);
      await expect(link).toHaveText(site.search.label);
    });
  });
});

test.describe('site search under the content security policy', () => {
  // The rest of the suite bypasses the policy (playwright.config.ts): here it applies, header and <meta>, so Pagefind's
  // script, worker and WebAssembly must be allowed by it (scripts/export/csp.ts).
  test.use({ bypassCSP: false });

  test('searching trips no policy and logs nothing', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
    });
    await openHydrated(page, '/');
    await page.keyboard.press('/');
    await expectOpen(page);
    await searchFor(page, found.word);
    await expect(results(page).locator(`a[href="${found.path}"]`)).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

async function withoutJavaScript(browser: Browser, baseURL: string, testInfo: TestInfo, check: (page: Page) => Promise<void>) {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await check(page);
  } finally {
    await context.close();
  }
}

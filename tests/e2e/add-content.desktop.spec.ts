import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { buildProjectCopy, type ProjectCopy } from './support/project-copy';
import { home } from '../../src/content/home.ts';
import { navigation } from '../../src/content/navigation.ts';
import { notFound } from '../../src/content/not-found.ts';
import { products } from '../../src/content/products.ts';
import { resources } from '../../src/content/resources.ts';
import { resourcePath, resourceTypes, type ResourceType } from '../../src/lib/resource-kinds.ts';
import { shareCardPath } from '../../src/lib/share-card.ts';
import { axeBuilder, expectHydrated } from './support';

// What the content guide promises an author (content/README.md, "Add a product" and "Add to the research library"):
// one YAML file in content/products/ and its pictures make a product, and one Markdown file in content/resources/
// makes an entry of the research library, with no code. This builds one copy of the project with one more product and
// one more entry of each type, and checks that each reached every place it appears.

const slug = 'wind-farm-operations';
const base = `/product-and-solutions/${slug}`;
const name = 'Solvara Wind';

let project: ProjectCopy | undefined;
let origin: string;
let close: () => Promise<void>;

/** The author's work: a new file written from an existing one, a new illustration and a new icon. */
async function addProduct(copy: string) {
  const template = await readFile(join(copy, 'content', 'products', 'energy-management-system.yaml'), 'utf8');
  const [schemaLine] = template.split('\n', 1);
  const product = parse(template);
  product.order = Math.max(...products.map((existing) => existing.order)) + 1;
  product.name = name;
  product.category = 'Wind farm operations';
  product.tagline = 'Curtailment, maintenance windows and market bids for wind farms, planned by AI.';
  product.image = '/images/product-wind.svg';
  product.imageAlt = 'Three wind turbines on a hill, linked to a gauge that Solvara Wind uses to plan their output.';
  product.formerAddresses = { overview: ['/products/wind'] };
  product.overview.page = {
    title: 'Solvara Wind, AI operations for wind farms',
    description: 'Solvara Wind plans curtailment, maintenance windows and market bids for wind farms from weather and price forecasts.',
    heading: name,
    intro: 'Wind connects to your turbines and the market, and plans every hour of the next two days around the wind.',
  };
  product.overview.capabilities.heading = 'What Solvara Wind does for your farms';
  product.features.page = {
    title: 'Solvara Wind features',
    description: 'The features of Solvara Wind, from wind forecasts and curtailment planning to maintenance windows and market bids.',
    heading: 'Solvara Wind features',
    intro: 'The capabilities behind Solvara Wind, the operations planner for wind farms.',
  };
  product.features.backLink = 'Back to the Solvara Wind overview';
  for (const item of [...product.overview.capabilities.items, ...product.features.items]) item.icon = '/images/icons/features/wind-turbine.svg';
  await writeFile(join(copy, 'content', 'products', `${slug}.yaml`), `${schemaLine}\n${stringify(product, { lineWidth: 0 })}`);
  await cp(join(copy, 'art', 'images', 'product-core.svg'), join(copy, 'art', 'images', 'product-wind.svg'));
  await cp(join(copy, 'art', 'images', 'icons', 'features', 'core-realtime.svg'), join(copy, 'art', 'images', 'icons', 'features', 'wind-turbine.svg'));
}

/** The new entry of each type: a copy of the newest entry of that type, renamed, with a word no other page has. */
const addedEntries = resourceTypes.map((type) => {
  const template = resources.filter((entry) => entry.type === type).sort((a, b) => b.published.localeCompare(a.published))[0]!;
  const slug = `added-${type}`;
  return { type, template: template.slug, slug, title: `An added ${type} for the authors' test`, word: `quorvantix${type.replace('-', '')}`, path: resourcePath({ type: type as ResourceType, slug }) };
});

/** The author's work: for each type, a file copied from an entry of that type, with its own title and a new paragraph. */
async function addResources(copy: string) {
  for (const added of addedEntries) {
    const source = await readFile(join(copy, 'content', 'resources', `${added.template}.md`), 'utf8');
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
    const fields = parse(frontMatter!);
    fields.title = added.title;
    fields.published = '2026-11-25';
    delete fields.updated;
    const text = `---\n${stringify(fields, { lineWidth: 0 })}---\n\nThis entry was added by copying one file; it mentions ${added.word} once.\n\n${body}`;
    await writeFile(join(copy, 'content', 'resources', `${added.slug}.md`), text);
  }
}

// One build for the whole file: its tests run in order in one worker (split between two workers, each would build it).
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A whole build of the copy (content, client, server, prerender, search index) on a busy two-core machine.
  test.setTimeout(300_000);
  project = await buildProjectCopy('add-content', {
    prepare: async (copy) => {
      await addProduct(copy);
      await addResources(copy);
    },
  });
  // The prerender checks every link (it fails the build otherwise).
  expect(project.buildOutput).toMatch(/prerender: \d+ pages/);
  ({ origin, close } = await startStaticServer(project.dist, { port: 0, compressed: false }));
});

test.afterAll(async () => {
  await close?.();
  await project?.remove();
});

const open = async (page: Page, path: string) => {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status(), path).toBe(200);
  await expectHydrated(page);
};

test.describe('an author adds an entry of each type to the research library as one Markdown file', () => {
  test('each is prerendered at its address with its title, listed first in the library and its type, and passes axe', async ({ page }) => {
    for (const added of addedEntries) {
      await open(page, added.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.title);
      await expect(page.getByRole('main')).toContainText(added.word);
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((violation) => `${added.path}: ${violation.id}`)).toEqual([]);
      await open(page, added.path.slice(0, added.path.lastIndexOf('/')));
      await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveText(added.title);
    }
  });

  test('the feed, the sitemap and a share card have each; the site search finds each by a word of its text', async ({ page, request }) => {
    const feed = await (await request.get(`${origin}/research-and-resources/feed.xml`)).text();
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    await open(page, '/research-and-resources');
    for (const added of addedEntries) {
      const address = `https://solvara.example${added.path}`;
      expect(feed).toContain(`<id>${address}</id>`);
      expect(feed).toContain(`<title>${added.title}</title>`);
      expect(sitemap).toContain(`<loc>${address}</loc>`);
      const card = await request.get(`${origin}${shareCardPath(added.path)}`);
      expect(card.status(), added.path).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      // Pagefind's own API, as the search dialog calls it.
      const urls = await page.evaluate(async (word) => {
        const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
        const { results } = await pagefind.search(word);
        return Promise.all(results.map(async (result: { data: () => Promise<{ url: string }> }) => (await result.data()).url));
      }, added.word);
      expect(urls.map((url) => url.replace(/\.html$/, '')), added.word).toEqual([added.path]);
    }
  });
});

test.describe('an author adds a product as one YAML file', () => {

  test('its overview, the overview alias and its features page are prerendered, with its words, and pass axe', async ({ page }) => {
    for (const [path, heading] of [
      [base, name],
      [`${base}/overview`, name],
      [`${base}/features`, 'Solvara Wind features'],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://solvara.example${path.replace(/\/overview$/, '')}`);
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
    await page.getByRole('main').getByRole('link', { name: 'Back to the Solvara Wind overview' }).click();
    await expect(page).toHaveURL(`${origin}${base}`);
    await expect(page.getByRole('img', { name: /Three wind turbines/ })).toBeVisible();
  });

  test('the header dropdown, the footer and the home page link it, after the other products', async ({ page }) => {
    await open(page, '/');
    const productSection = navigation.items.find((item) => item.id === 'products')!;
    const dropdown = page.getByRole('navigation', { name: navigation.label });
    await dropdown.getByRole('button', { name: productSection.label }).click();
    await expect(dropdown.getByRole('link', { name: `${navigation.productLinks.overview} – ${name}` })).toHaveAttribute('href', base);
    await expect(dropdown.getByRole('link', { name: `${navigation.productLinks.features} – ${name}` })).toHaveAttribute('href', `${base}/features`);
    await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveAttribute('href', base);
    const cardHeadings = page.getByRole('region', { name: home.products.heading }).getByRole('heading', { level: 3 });
    await expect(cardHeadings).toHaveText([...products.map((product) => product.name), name]);
  });

  test('the mobile menu links it', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await open(phone, '/about-us/careers');
    await phone.getByRole('banner').getByRole('button', { name: /menu/ }).click();
    const menu = phone.getByRole('dialog', { name: navigation.menuLabels.dialog });
    const productSection = navigation.items.find((item) => item.id === 'products')!;
    await menu.getByRole('button', { name: 'shortLabel' in productSection ? productSection.shortLabel : productSection.label, exact: true }).click();
    await expect(menu.getByRole('link', { name: `${navigation.productLinks.overview} – ${name}` })).toHaveAttribute('href', base);
    await phone.close();
  });

  test('the sitemap lists its pages, with breadcrumbs for search engines, a share card, and its old address redirects; an unknown product is the 404 page', async ({ request }) => {
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>https://solvara.example${base}</loc>`);
    expect(sitemap).toContain(`<loc>https://solvara.example${base}/features</loc>`);
    expect(sitemap).not.toContain(`${base}/overview<`);
    // Search engines get its breadcrumb trail (JSON-LD), home › product › features.
    const features = await (await request.get(`${origin}${base}/features`)).text();
    expect(features).toContain(`{"@type":"ListItem","position":2,"name":"${name}","item":"https://solvara.example${base}"}`);
    const card = await request.get(`${origin}${shareCardPath(base)}`);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(await (await request.get(`${origin}/_redirects`)).text()).toContain(`/products/wind ${base} 301`);
    expect(await (await request.get(`${origin}/products/wind`)).text()).toContain(`<meta http-equiv="refresh" content="0; url=${base}">`);
    const unknown = await request.get(`${origin}/product-and-solutions/solvara-tidal`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain(notFound.heading);
  });
});

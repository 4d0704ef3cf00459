import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { startStaticServer } from '../../scripts/lib/static-server.ts';
import { buildProjectCopy, type ProjectCopy } from './support/project-copy';
import { home } from '../../src/content/home.ts';
import { products } from '../../src/content/products.ts';
import { shareCardPath } from '../../src/lib/share-card.ts';
import { axeTags, expectHydrated } from './support';

// What the content guide promises an author (content/README.md, "Add a product"): one YAML file in content/products/
// and its pictures make a product, with no code. This builds a copy of the project with one more product and checks
// that it reached every place a product appears.

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

test.describe('an author adds a product as one YAML file', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // A whole build of the copy (content, client, server, prerender) on a busy two-core machine.
    test.setTimeout(240_000);
    project = await buildProjectCopy('add-product', { prepare: addProduct });
    // The prerender's link check passed (it fails the build otherwise), and it made a share card for each of its two
    // pages: three more pages than the site's 23 (20 with a share card, and the forms' three confirmation pages).
    expect(project.buildOutput).toMatch(/prerender: 26 pages, 404\.html, 7 redirects, 19 share cards/);
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

  test('its overview, the overview alias and its features page are prerendered, with its words, and pass axe', async ({ page }) => {
    for (const [path, heading] of [
      [base, name],
      [`${base}/overview`, name],
      [`${base}/features`, 'Solvara Wind features'],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://solvara.example${path.replace(/\/overview$/, '')}`);
      const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
    await page.getByRole('main').getByRole('link', { name: 'Back to the Solvara Wind overview' }).click();
    await expect(page).toHaveURL(`${origin}${base}`);
    await expect(page.getByRole('img', { name: /Three wind turbines/ })).toBeVisible();
  });

  test('the header dropdown, the footer and the home page link it, after the other products', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product and solutions' }).click();
    const dropdown = page.getByRole('navigation', { name: 'Main' });
    await expect(dropdown.getByRole('link', { name: `Overview – ${name}` })).toHaveAttribute('href', base);
    await expect(dropdown.getByRole('link', { name: `Features – ${name}` })).toHaveAttribute('href', `${base}/features`);
    await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toHaveAttribute('href', base);
    const cardHeadings = page.getByRole('region', { name: home.products.heading }).getByRole('heading', { level: 3 });
    await expect(cardHeadings).toHaveText([...products.map((product) => product.name), name]);
  });

  test('the mobile menu links it', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await open(phone, '/about-us/careers');
    await phone.getByRole('banner').getByRole('button', { name: /menu/ }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Product', exact: true }).click();
    await expect(menu.getByRole('link', { name: `Overview – ${name}` })).toHaveAttribute('href', base);
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
    expect(await unknown.text()).toContain('Page not found');
  });
});

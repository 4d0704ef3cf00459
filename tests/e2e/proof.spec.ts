import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { splitFrontMatter } from '../../scripts/content/markdown.ts';
import { home } from '../../src/content/home.ts';
import { library } from '../../src/content/library.ts';
import { pricing } from '../../src/content/pricing.ts';
import type { CaseStudy } from '../../src/content/types.ts';
import { resourcePath } from '../../src/lib/resource-kinds.ts';
import { expectHydrated, openHydrated, productCases } from './support';

// The home page, the pricing page and each product's overview show one customer's proof, chosen in content by the case study's file
// name (`proof.caseStudy`). The figure, the quote and the link must be that file's own (its first result is the
// headline), so the numbers a visitor reads here are the ones on the case study's page; and the page carries only
// those, not the case study's text.

/** The case study as its file in content/resources/ has it, read here rather than through the site's modules. */
function caseStudyFile(slug: string) {
  const parts = splitFrontMatter(readFileSync(join(import.meta.dirname, '..', '..', 'content', 'resources', `${slug}.md`), 'utf8'));
  if (!parts) throw new Error(`content/resources/${slug}.md has no front matter`);
  const bodyLines = parts.body.split('\n').map((line) => line.trim());
  // A run of plain words from the body's first paragraph: the same characters in the served HTML, however escaped.
  const paragraph = bodyLines.find((line) => line.length > 0 && !/^[#|!>*-]/.test(line)) ?? '';
  const bodyWords = paragraph.match(/[A-Za-z0-9 ]{24,}/g)?.sort((a, b) => b.length - a.length)[0]?.trim();
  return { data: parse(parts.frontMatter) as CaseStudy, bodyWords };
}

const pages = [
  { name: 'the home page', path: '/', proof: home.proof },
  { name: 'the pricing page', path: '/product-and-solutions/pricing', proof: pricing.proof },
  ...productCases.map(({ product, entry }) => ({ name: `${product.name}'s overview`, path: product.overview, proof: entry.overview.proof })),
];

for (const { name, path, proof } of pages) {
  test(`${name} shows the headline result and quote of ${proof.caseStudy}, linked to its page`, async ({ page, request }) => {
    const { data: caseStudy, bodyWords } = caseStudyFile(proof.caseStudy);
    expect(caseStudy.type).toBe('case-study');
    const [headline] = caseStudy.results;
    const address = resourcePath({ type: 'case-study', slug: proof.caseStudy });

    await openHydrated(page, path);
    const section = page.getByRole('region', { name: proof.heading });
    await section.scrollIntoViewIfNeeded();
    const logo = section.getByRole('img', { name: caseStudy.customer.logo.alt });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the logo loads').toBe(true);
    // The figure, large, and what it measures read with it as one sentence.
    const figure = page.getByText(headline!.value, { exact: true });
    await expect(section.locator(figure)).toBeVisible();
    await expect(section.locator('p').filter({ has: figure })).toHaveText(`${headline!.value} ${headline!.measures}`);
    await expect(section.getByRole('blockquote')).toHaveText(`“${caseStudy.quote.text}”`);
    await expect(section.getByRole('figure')).toContainText(`${caseStudy.quote.name}, ${caseStudy.quote.role}`);

    // The link names the story it leads to, and the case study's page shows the same figure.
    const link = section.getByRole('link', { name: `${library.caseStudy.read} – ${caseStudy.title}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', address);
    await link.click();
    await expect(page).toHaveURL(address);
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudy.title);
    await expect(page.getByRole('main').getByText(headline!.value, { exact: true }).first()).toBeVisible();

    // The page's HTML (its loader data among it) carries the proof, not the case study's text.
    const html = await (await request.get(path)).text();
    expect(html).toContain(caseStudy.quote.name);
    expect(bodyWords, `words from the body of ${proof.caseStudy}`).toBeTruthy();
    expect(html.includes(bodyWords!), `${path} carries the body of ${proof.caseStudy} ("${bodyWords}")`).toBe(false);
  });
}

// Above the quote, the home page's proof shows a band of customers' results: the headline result of each case study
// its content lists (`proof.results`), with the customer's name linking to the case study. Each figure is shown once:
// the quote under the band leaves out the figure of its case study when the band holds it.
test('the home page shows the headline result of each case study it lists, each linked to its page, three across on a desktop', async ({ page }, testInfo) => {
  const listed = home.proof.results.map((slug) => ({ slug, caseStudy: caseStudyFile(slug).data }));
  expect(listed.length).toBeGreaterThan(1);

  await openHydrated(page, '/');
  const section = page.getByRole('region', { name: home.proof.heading });
  await section.scrollIntoViewIfNeeded();
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(listed.length);

  for (const [index, { slug, caseStudy }] of listed.entries()) {
    expect(caseStudy.type, slug).toBe('case-study');
    const [headline] = caseStudy.results;
    const item = items.nth(index);
    await expect(item.getByText(headline!.value, { exact: true })).toBeVisible();
    await expect(item.getByRole('paragraph')).toHaveText(`${headline!.value} ${headline!.measures}`);
    await expect(section.getByText(headline!.value, { exact: true }), `${headline!.value} shown once`).toHaveCount(1);
    const link = item.getByRole('link', { name: caseStudy.customer.name, exact: true });
    await expect(link).toHaveAttribute('href', resourcePath({ type: 'case-study', slug }));
  }

  // One row on a desktop, one under the other on a phone.
  const boxes = await Promise.all(listed.map((_, index) => items.nth(index).boundingBox()));
  const tops = boxes.map((box) => Math.round(box!.y));
  if (testInfo.project.name === 'desktop') expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
  else for (const [index, box] of boxes.entries()) if (index > 0) expect(box!.y, `result ${index + 1} below the one before`).toBeGreaterThanOrEqual(boxes[index - 1]!.y + boxes[index - 1]!.height);

  // The first case study's page shows the same figure.
  const [first] = listed;
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(resourcePath({ type: 'case-study', slug: first!.slug }));
  await expectHydrated(page);
  await expect(page.getByRole('main').getByText(first!.caseStudy.results[0]!.value, { exact: true }).first()).toBeVisible();
});

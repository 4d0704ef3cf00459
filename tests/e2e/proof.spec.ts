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

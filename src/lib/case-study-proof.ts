import type { CaseStudyProofData } from '../components/CaseStudyProof/CaseStudyProof';
import type { ResultFigureData } from '../components/ResultFigures/ResultFigures';

/**
 * What a page's loader passes to CaseStudyProof for the case study its content names (`proof.caseStudy`): the
 * customer's logo, the first result, the quote, the title, the file name (which gives its page's address) and the
 * link's words. Only these: the entry's module holds its whole body, which would otherwise travel in the page's HTML
 * with the loader data. A route imports this module on demand, inside its loader, so that no page's first-load
 * JavaScript carries it (the loader does not run at hydration: docs/decisions/0005-loading-and-hydration.md).
 */
export async function loadCaseStudyProof(slug: string): Promise<CaseStudyProofData> {
  const [entry, { library }] = await Promise.all([loadCaseStudy(slug), import('../content/library')]);
  const [headline] = entry.results;
  return {
    title: entry.title,
    slug,
    logo: entry.customer.logo,
    headline: { value: headline!.value, measures: headline!.measures },
    quote: { text: entry.quote.text, name: entry.quote.name, role: entry.quote.role },
    linkLabel: library.caseStudy.read,
  };
}

/**
 * What a page's loader passes to ResultFigures for the case studies its content lists (`proof.results`): each one's
 * file name, customer's name and first result, and nothing else of the entry, for the reason given above.
 */
export async function loadResultFigures(slugs: readonly string[]): Promise<ResultFigureData[]> {
  return Promise.all(
    slugs.map(async (slug) => {
      const entry = await loadCaseStudy(slug);
      const [headline] = entry.results;
      return { slug, customer: entry.customer.name, value: headline!.value, measures: headline!.measures };
    }),
  );
}

async function loadCaseStudy(slug: string) {
  const { load } = await import('../content/resources');
  const entry = await load(slug);
  // The content build stops on a proof that names no case study (scripts/content/cross-checks.ts).
  if (entry?.type !== 'case-study') throw new Error(`content names ${slug} as a case study, but it is not one`);
  return entry;
}

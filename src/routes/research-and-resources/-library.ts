import { notFound } from '@tanstack/react-router';
import type { Page } from '../../content/types';
import { newestFirst } from '../../lib/dates';
import { productListingPage } from '../../lib/library-pages';
import { products } from '../../lib/products';
import { isResourceKind, resourcePath, typeOfKind, type ResourceType } from '../../lib/resource-kinds';

/**
 * The loaders of the research library's pages, shared by its routes: the listing of every entry (the library's
 * address) or of one type (`/research-and-resources/case-studies`), and an entry's own page. The entries' summaries
 * are small and every listing shows them all; an entry's whole file (its body among it) is a chunk of its own.
 */

async function libraryWords() {
  const [{ library }, { resources }] = await Promise.all([import('../../content/library'), import('../../content/resources')]);
  return { library, entries: resources };
}

/** A listing: every entry, or those of the type whose address is `kind`. */
export async function loadListing(path: string, kind?: string) {
  if (kind !== undefined && !isResourceKind(kind)) throw notFound();
  const [{ loadPage }, words] = await Promise.all([import('../../lib/page-route'), libraryWords()]);
  const page = await loadPage(path);
  return { path, page, ...words, type: kind === undefined ? undefined : typeOfKind(kind) };
}

/** A listing of the entries on one product (`/research-and-resources/for/energy-management-system`). */
export async function loadProductListing(slug: string) {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw notFound();
  const words = await libraryWords();
  return { path: `/research-and-resources/for/${product.slug}`, page: productListingPage(words.library, product.name), ...words, product: product.slug };
}

/** How many entries an entry's page lists after it: the newest that share a product with it. */
const RELATED = 3;

/** An entry's page: its whole file, the people who signed it, and the newest entries on the same products. */
export async function loadEntry(kind: string, slug: string) {
  const [{ load }, words, { team }] = await Promise.all([import('../../content/resources'), libraryWords(), import('../../content/team')]);
  const entry = await load(slug);
  if (!entry || !isResourceKind(kind) || typeOfKind(kind) !== entry.type) throw notFound();
  const path = resourcePath({ type: entry.type as ResourceType, slug });
  const signed = entry.type === 'article' ? [entry.author] : entry.type === 'whitepaper' ? entry.authors : [];
  const people = [team.director, ...team.carousel.cards.filter((card) => card.type === 'person')];
  const authors = signed.map((id) => people.find((person) => person.id === id)!).map(({ name, role }) => ({ name, role }));
  const related = words.entries
    .filter((other) => other.slug !== slug && other.products.some((product) => entry.products.includes(product)))
    .sort(newestFirst)
    .slice(0, RELATED);
  const page: Page = { title: entry.title, description: entry.summary, heading: entry.title, intro: entry.summary };
  return { path, page, entry, slug, authors, related, library: words.library };
}

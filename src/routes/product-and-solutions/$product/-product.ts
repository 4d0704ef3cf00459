import { notFound } from '@tanstack/react-router';
import { load } from '../../../content/products';
import { products } from '../../../lib/products';

/**
 * The loaders of a product's pages, shared by the three routes of this folder: the product whose file in
 * content/products/ is named like the address's slug, or the 404 page for any other slug. Its pages' words come
 * from the same file, not from pages.yaml.
 */
async function loadProduct(slug: string) {
  const product = products.find((candidate) => candidate.slug === slug);
  const entry = await load(slug);
  if (!product || !entry) throw notFound();
  return { product, entry };
}

/** The overview, at the product's address and at its /overview alias (whose canonical address is the product's). */
export async function loadProductOverview(slug: string) {
  const [{ product, entry }, { loadCaseStudyProof }] = await Promise.all([loadProduct(slug), import('../../../lib/case-study-proof')]);
  const proof = await loadCaseStudyProof(entry.overview.proof.caseStudy);
  return { path: product.overview, page: entry.overview.page, product, imageAlt: entry.imageAlt, overview: entry.overview, proof };
}

export async function loadProductFeatures(slug: string) {
  const { product, entry } = await loadProduct(slug);
  return { path: product.features, page: entry.features.page, product, features: entry.features, demo: entry.overview.demo };
}

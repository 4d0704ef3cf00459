/**
 * Every canonical page of the site with its words, from content alone: what the static export lists
 * (entry-server.tsx `exportContent`) and what the browser tests visit. Only content modules here, no React, router
 * or styles, so that Node imports it as it is (Playwright's tests do).
 */
import { pages } from '../content/pages';
import { load } from '../content/products';
import { library } from '../content/library';
import { resources } from '../content/resources';
import { site } from '../content/site';
import { productListingPage } from './library-pages';
import type { Page, ProductContent } from '../content/types';
import { productOfPath, products, type Product } from './products';
import { resourcePath, type ResourceType } from './resource-kinds';

/** A product with its whole entry (its file in content/products/). */
export interface ProductEntry {
  product: Product;
  entry: ProductContent;
}

/** Every product with its whole entry, in order. */
export async function productEntries(): Promise<ProductEntry[]> {
  return Promise.all(
    products.map(async (product) => {
      const entry = await load(product.slug);
      if (!entry) throw new Error(`content/products/${product.slug}.yaml did not load`);
      return { product, entry };
    }),
  );
}

/** Each entry of the research library's page with its words, from its file in content/resources/. */
export function resourcePages(): Record<string, Page> {
  return Object.fromEntries(
    resources.map((entry) => [
      resourcePath({ type: entry.type as ResourceType, slug: entry.slug }),
      { title: entry.title, description: entry.summary, heading: entry.title, intro: entry.summary },
    ]),
  );
}

/** The research library's listing of each product's entries, with its words (content/library.yaml). */
export function productResourcePages(): Record<string, Page> {
  return Object.fromEntries(products.map((product) => [`/research-and-resources/for/${product.slug}`, productListingPage(library, product.name)]));
}

/**
 * Every canonical page with its words: the home page, each product's overview and features pages (from its file in
 * content/products/), the pages of content/pages.yaml, then the research library's listing per product and its
 * entries (content/resources/).
 */
export function allPages(entries: ReadonlyArray<ProductEntry>): Record<string, Page> {
  const { '/': home, ...others } = pages.pages;
  const productPages = entries.flatMap(({ product, entry }) => [
    [product.overview, entry.overview.page],
    [product.features, entry.features.page],
  ]);
  return { ...(home ? { '/': home } : {}), ...Object.fromEntries(productPages), ...others, ...productResourcePages(), ...resourcePages() };
}

/**
 * The line above the title on a page's share card: a library entry's type (a reader sees what kind of page the link
 * opens), else the product's name on its pages, else the company's.
 */
export function shareCardEyebrow(path: string): string {
  const entry = resources.find((candidate) => resourcePath({ type: candidate.type as ResourceType, slug: candidate.slug }) === path);
  if (entry) return library.kinds[entry.type as ResourceType].singular;
  const listedProduct = products.find((product) => path === `/research-and-resources/for/${product.slug}`);
  return (listedProduct ?? productOfPath(path))?.name ?? site.legalName;
}

import { products as entries, type ProductSlug } from '../content/products';

/** A product's card (the top-level fields of its file in content/products/) and the addresses of its pages. */
export type Product = (typeof entries)[number] & {
  overview: `/product-and-solutions/${ProductSlug}`;
  features: `/product-and-solutions/${ProductSlug}/features`;
};

/**
 * Every product, in order (`order` in its file): the header's dropdown, the mobile menu, the footer and the home page
 * list them. Its pages are those of the parameter route src/routes/product-and-solutions/$product/ (`pageLink` in
 * links.ts leads a link back to it, typed).
 */
export const products: Product[] = entries.map((entry) => ({
  ...entry,
  overview: `/product-and-solutions/${entry.slug}`,
  features: `/product-and-solutions/${entry.slug}/features`,
}));

/** The product a page belongs to: its overview, or a page below it. */
export function productOfPath(path: string): Product | undefined {
  return products.find((product) => path === product.overview || path.startsWith(`${product.overview}/`));
}

import { products as entries } from '../content/products';
import type { FileRoutesByTo } from '../routeTree.gen';

/** A product's card (the top-level fields of its file in content/products/) and the addresses of its pages. */
export type Product = (typeof entries)[number] & { overview: string; features: string };

// The parameter routes the pages live at (src/routes/product-and-solutions/$product/); `satisfies` fails the type
// check if the folder moves and these are left behind.
const overviewRoute = '/product-and-solutions/$product' satisfies keyof FileRoutesByTo;
const featuresRoute = '/product-and-solutions/$product/features' satisfies keyof FileRoutesByTo;

/** Every product, in order (`order` in its file): the header's dropdown, the mobile menu, the footer and the home page list them. */
export const products: Product[] = entries.map((entry) => ({
  ...entry,
  overview: overviewRoute.replace('$product', entry.slug),
  features: featuresRoute.replace('$product', entry.slug),
}));

/** The product a page belongs to: its overview, or a page below it. */
export function productOfPath(path: string): Product | undefined {
  return products.find((product) => path === product.overview || path.startsWith(`${product.overview}/`));
}

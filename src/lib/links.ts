import type { AnyRouter } from '@tanstack/react-router';
import type { ProductSlug } from '../content/products';
import type { SitePage } from '../content/types';
import { products } from './products';

/** A product's pages: the parameter route's addresses (src/routes/product-and-solutions/$product/). */
type ProductPage = `/product-and-solutions/${ProductSlug}${'' | '/overview' | '/features'}`;

/**
 * Every other page, each a route of its own. Passed to the router's `to`, its type is checked against the route
 * tree: a page content can name but no route serves fails the type check.
 */
export type RoutedPage = Exclude<SitePage, ProductPage>;

/** The router's link to a page address of this site, or undefined for an address that is not a page (an old one). */
export type PageLink =
  | { to: RoutedPage }
  | { to: '/product-and-solutions/$product'; params: { product: ProductSlug } }
  | { to: '/product-and-solutions/$product/overview'; params: { product: ProductSlug } }
  | { to: '/product-and-solutions/$product/features'; params: { product: ProductSlug } };

const productPagePattern = /^\/product-and-solutions\/([^/]+)(\/overview|\/features)?$/;

/**
 * The route and parameters of a page address from content. The content build has checked it is a page or an old
 * address; this tells the two apart (an old address is a static redirect page, not a route) and types the answer
 * for the router.
 */
export function pageLink(pathname: string, router: AnyRouter): PageLink | undefined {
  const match = productPagePattern.exec(pathname);
  const product = match ? products.find((candidate) => candidate.slug === match[1]) : undefined;
  if (match && product) {
    const params = { product: product.slug };
    if (match[2] === '/features') return { to: '/product-and-solutions/$product/features', params };
    if (match[2] === '/overview') return { to: '/product-and-solutions/$product/overview', params };
    return { to: '/product-and-solutions/$product', params };
  }
  return isRoutedPage(pathname, router) ? { to: pathname } : undefined;
}

function isRoutedPage(pathname: string, router: AnyRouter): pathname is RoutedPage {
  return !pathname.includes('$') && Object.hasOwn(router.routesByPath, pathname);
}

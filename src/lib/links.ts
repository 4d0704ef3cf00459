import type { AnyRouter } from '@tanstack/react-router';
import type { ProductSlug } from '../content/products';
import type { ResourceSlug } from '../content/resources';
import type { SitePage } from '../content/types';
import { products } from './products';
import { isResourceKind, type ResourceKind } from './resource-kinds';

/** A product's pages: the parameter route's addresses (src/routes/product-and-solutions/$product/). */
type ProductPage = `/product-and-solutions/${ProductSlug}${'' | '/overview' | '/features'}`;

/** The research library's listings of one type, and its entries: the parameter routes under src/routes/research-and-resources/$kind/. */
type ResourceListing = `/research-and-resources/${ResourceKind}`;
type ResourcePage = `/research-and-resources/${ResourceKind}/${ResourceSlug}`;
type ProductResources = `/research-and-resources/for/${ProductSlug}`;

/**
 * Every other page, each a route of its own. Passed to the router's `to`, its type is checked against the route
 * tree: a page content can name but no route serves fails the type check.
 */
export type RoutedPage = Exclude<SitePage, ProductPage | ResourceListing | ResourcePage | ProductResources>;

/** The router's link to a page address of this site, or undefined for an address that is not a page (an old one). */
export type PageLink =
  | { to: RoutedPage }
  | { to: '/product-and-solutions/$product'; params: { product: ProductSlug } }
  | { to: '/product-and-solutions/$product/overview'; params: { product: ProductSlug } }
  | { to: '/product-and-solutions/$product/features'; params: { product: ProductSlug } }
  | { to: '/research-and-resources/$kind'; params: { kind: ResourceKind } }
  | { to: '/research-and-resources/for/$product'; params: { product: ProductSlug } }
  | { to: '/research-and-resources/$kind/$resource'; params: { kind: ResourceKind; resource: ResourceSlug } };

const productPagePattern = /^\/product-and-solutions\/([^/]+)(\/overview|\/features)?$/;
const resourcePagePattern = /^\/research-and-resources\/([^/]+)(?:\/([^/]+))?$/;

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
  const productResources = /^\/research-and-resources\/for\/([^/]+)$/.exec(pathname);
  const productOfResources = productResources ? products.find((candidate) => candidate.slug === productResources[1]) : undefined;
  if (productOfResources) return { to: '/research-and-resources/for/$product', params: { product: productOfResources.slug } };
  const resource = resourcePagePattern.exec(pathname);
  if (resource && isResourceKind(resource[1]!)) {
    const kind = resource[1]!;
    if (resource[2] === undefined) return { to: '/research-and-resources/$kind', params: { kind } };
    // The content build has checked that a link to an entry names one of its files.
    return { to: '/research-and-resources/$kind/$resource', params: { kind, resource: resource[2] as ResourceSlug } };
  }
  return isRoutedPage(pathname, router) ? { to: pathname } : undefined;
}

function isRoutedPage(pathname: string, router: AnyRouter): pathname is RoutedPage {
  return !pathname.includes('$') && Object.hasOwn(router.routesByPath, pathname);
}

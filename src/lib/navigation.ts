import { navigation } from './shell-content';
import type { ContentHref } from '../content/types';
import { products } from './products';

export type NavItem = (typeof navigation.items)[number];
export type NavSection = Extract<NavItem, { section: string }>;
export type NavEntry = NavSection['entries'][number];

export function isSection(item: NavItem): item is NavSection {
  return 'section' in item;
}

/** Home is current on `/` only; a section is current on any page whose path contains its section path. */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  if (!isSection(item)) return pathname === item.href;
  return pathname === item.section || pathname.startsWith(`${item.section}/`);
}

export interface ProductCard {
  id: string;
  name: string;
  tagline: string;
  links: Array<{ label: string; href: ContentHref }>;
}

/** The product cards of a section with `showProducts`: every product with its overview, features and pricing links. */
export function productCards(section: NavSection): ProductCard[] {
  if (!section.showProducts) return [];
  const { overview, features, pricing } = navigation.productLinks;
  return products.map((product) => ({
    id: product.slug,
    name: product.name,
    tagline: product.tagline,
    links: [
      { label: overview, href: product.overview },
      { label: features, href: product.features },
      pricing,
    ],
  }));
}

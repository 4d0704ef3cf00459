import type { LibraryContent, Page } from '../content/types';
import { fill } from './fill';

/** The words of the research library's listing of one product's entries, from content/library.yaml's template. */
export function productListingPage(library: LibraryContent, productName: string): Page {
  const words = (template: string) => fill(template, { product: productName });
  const { title, description, heading, intro } = library.productListing;
  return { title: words(title), description: words(description), heading: words(heading), intro: words(intro) };
}

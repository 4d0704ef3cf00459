import { resourcePath, type ResourceType } from '../lib/resource-kinds.ts';

/*
 * The page the editor previews for each content file: where most of what the file holds is shown. A file the whole
 * site shares (the navigation, the site's name) is previewed on the home page; one no page shows on its own (the
 * redirects) has none. tests/unit/preview-pages.test.ts holds this list to the content files and the site's pages.
 */
const pageOfFile: Record<string, string | null> = {
  careers: '/about-us/careers',
  company: '/about-us/company-overview',
  'error-page': null,
  faq: '/contact-us-and-support/faqs',
  forms: '/contact-us-and-support/contact-sales',
  home: '/',
  library: '/research-and-resources',
  milestones: '/research-and-resources/milestones',
  navigation: '/',
  'not-found': null,
  pages: '/',
  partners: '/about-us/partners-and-affiliates',
  partnership: '/about-us/partners-and-affiliates',
  pricing: '/product-and-solutions/pricing',
  redirects: null,
  search: '/',
  site: '/',
  team: '/about-us/meet-our-team',
  values: '/about-us/company-overview',
};

/** The files whose page list above is kept: every top-level content file. */
export const previewedFiles = Object.keys(pageOfFile);

/** The address of the page that shows a content file (`faq`, `products/x`, `resources/y`), or null for none. */
export function previewPage(name: string, data: unknown): string | null {
  const [folder, slug] = name.split('/');
  if (folder === 'products' && slug) return `/product-and-solutions/${slug}`;
  if (folder === 'resources' && slug) {
    const type = (data as { type?: ResourceType } | null)?.type;
    return type ? resourcePath({ type, slug }) : null;
  }
  return pageOfFile[name] ?? null;
}

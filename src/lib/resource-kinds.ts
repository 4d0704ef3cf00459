/**
 * The research library's types of entry and the address of each: a case study's page is
 * /research-and-resources/case-studies/<file name>, and /research-and-resources/case-studies lists them all. The
 * content build gives the routes these values; the pages and the links read them here.
 */
export const resourceKinds = {
  'case-study': 'case-studies',
  article: 'articles',
  whitepaper: 'whitepapers',
  'model-card': 'model-cards',
  dataset: 'datasets',
} as const;

export type ResourceType = keyof typeof resourceKinds;
export type ResourceKind = (typeof resourceKinds)[ResourceType];

export const resourceTypes = Object.keys(resourceKinds) as ResourceType[];

export function isResourceKind(value: string): value is ResourceKind {
  return Object.values<string>(resourceKinds).includes(value);
}

/** The type whose entries are listed under `kind`. */
export function typeOfKind(kind: ResourceKind): ResourceType {
  return resourceTypes.find((type) => resourceKinds[type] === kind)!;
}

/** The library's address, which lists every entry; each type's listing and entries are below it. */
export const libraryPath = '/research-and-resources';

/** The address of an entry: its type's address, then its file name. */
export function resourcePath(entry: { type: ResourceType; slug: string }): string {
  return `${libraryPath}/${resourceKinds[entry.type]}/${entry.slug}`;
}

/**
 * The library's Atom feed, written by the static export (scripts/export/feed.ts) and linked from every page's head.
 * It lives under the library's own address because it lists the library and nothing else of the site.
 */
export const libraryFeedPath = `${libraryPath}/feed.xml`;

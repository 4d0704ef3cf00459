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

/** The address of an entry: its type's address, then its file name. */
export function resourcePath(entry: { type: ResourceType; slug: string }): string {
  return `/research-and-resources/${resourceKinds[entry.type]}/${entry.slug}`;
}

import { resourceKinds, type ResourceType } from '../../src/lib/resource-kinds.ts';

/**
 * Content collections: a folder of files in `content/`, one entry per file, all in the shape of one schema, each
 * entry named by its file (its slug). A collection gives parameter routes their values: the pages under
 * `src/routes/…/$product/` exist once per file in `content/products/`. Like Astro's content collections, adding an
 * entry is adding a file; no code changes. An entry may list the old addresses of its pages under `formerAddresses`
 * (a list per page); they redirect like those of content/redirects.yaml and are checked the same way.
 *
 * A YAML collection's entries are `.yaml` files. A Markdown collection's are `.md` files: YAML front matter in the
 * schema's shape, then a body (scripts/content/markdown.ts).
 */
export interface Collection {
  /** The folder inside `content/`, and the name of the generated module in `src/content/`. */
  folder: string;
  /** The schema every entry follows, `content/schemas/<schema>.schema.json`. */
  schema: string;
  /** The route parameter (`$product`) whose values are the entries' slugs. */
  param: string;
  format: 'yaml' | 'markdown';
  /**
   * Other route parameters an entry gives a value, read from its data: the resources' `$kind`, the address of their
   * type (`case-studies`). A route with only such parameters (`/research-and-resources/$kind`) has a page per value.
   */
  params?: (data: unknown) => Record<string, string>;
  /**
   * The fields every page's index of the collection carries for each entry (a Markdown entry's word count among
   * them); by default its top-level fields that are text or numbers.
   */
  summary?: readonly string[];
}

export const COLLECTIONS: readonly Collection[] = [
  { folder: 'products', schema: 'product', param: 'product', format: 'yaml' },
  {
    folder: 'resources',
    schema: 'resource',
    param: 'resource',
    format: 'markdown',
    summary: ['type', 'title', 'summary', 'published', 'updated', 'products', 'words'],
    params: (data): Record<string, string> => {
      const type = (data as { type?: string } | undefined)?.type;
      return type && type in resourceKinds ? { kind: resourceKinds[type as ResourceType] } : {};
    },
  },
];

/** A collection's entry as the routes see it: its slug and its data. */
export interface CollectionEntry {
  slug: string;
  data: unknown;
}

/** A slug is the file name without `.yaml`: lowercase letters, digits and single dashes, as it appears in the address. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The addresses of the routes, with each parameter segment replaced by the values the entries give it: a route's
 * parameters must all come from one collection, whose entries each give one address (duplicates count once). A route
 * whose parameters no collection gives has no address a link could name, so it is left out. `fromCollections` maps
 * each address of an entry's own page (its route has the collection's slug parameter) to the collection's folder.
 */
export function expandRoutes(routes: readonly string[], entries: ReadonlyMap<Collection, readonly CollectionEntry[]>): { all: string[]; fromCollections: Map<string, string> } {
  const all = new Set<string>();
  const fromCollections = new Map<string, string>();
  for (const route of routes) {
    const segments = route.split('/').slice(1);
    const params = segments.filter((segment) => segment.startsWith('$')).map((segment) => segment.slice(1));
    if (params.length === 0) {
      all.add(route);
      continue;
    }
    for (const [collection, list] of entries) {
      for (const { slug, data } of list) {
        const values: Record<string, string> = { ...collection.params?.(data), [collection.param]: slug };
        if (!params.every((param) => param in values)) continue;
        const address = '/' + segments.map((segment) => (segment.startsWith('$') ? values[segment.slice(1)] : segment)).join('/');
        all.add(address);
        if (params.includes(collection.param)) fromCollections.set(address, collection.folder);
      }
    }
  }
  return { all: [...all].sort(), fromCollections };
}

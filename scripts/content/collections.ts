/**
 * Content collections: a folder of YAML files in `content/`, one entry per file, all in the shape of one schema, each
 * entry named by its file (its slug). A collection gives a parameter route its values: the pages under
 * `src/routes/…/$product/` exist once per file in `content/products/`. Like Astro's content collections, adding an
 * entry is adding a file; no code changes. An entry may list the old addresses of its pages under `formerAddresses`
 * (a list per page); they redirect like those of content/redirects.yaml and are checked the same way.
 */
export interface Collection {
  /** The folder inside `content/`, and the name of the generated module in `src/content/`. */
  folder: string;
  /** The schema every entry follows, `content/schemas/<schema>.schema.json`. */
  schema: string;
  /** The route parameter (`$product`) whose values are the entries' slugs. */
  param: string;
}

export const COLLECTIONS: readonly Collection[] = [{ folder: 'products', schema: 'product', param: 'product' }];

/** A slug is the file name without `.yaml`: lowercase letters, digits and single dashes, as it appears in the address. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The addresses of the routes, with each parameter segment replaced by every slug of its collection. A route whose
 * parameter belongs to no collection has no address a link could name, so it is left out. `fromCollections` maps each
 * address made from a collection to the collection's folder.
 */
export function expandRoutes(routes: readonly string[], entries: ReadonlyMap<Collection, readonly string[]>): { all: string[]; fromCollections: Map<string, string> } {
  const all = new Set<string>();
  const fromCollections = new Map<string, string>();
  for (const route of routes) {
    let expanded = [''];
    let folder: string | undefined;
    for (const segment of route.split('/').slice(1)) {
      const collection = segment.startsWith('$') ? [...entries.keys()].find((candidate) => `$${candidate.param}` === segment) : undefined;
      folder ??= collection?.folder;
      const values = collection ? (entries.get(collection) ?? []) : segment.startsWith('$') ? [] : [segment];
      expanded = expanded.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
    }
    for (const address of expanded) {
      all.add(address || '/');
      if (folder) fromCollections.set(address, folder);
    }
  }
  return { all: [...all].sort(), fromCollections };
}

/**
 * The browser side of Pagefind, the site's search index (written into dist/pagefind/ by the build,
 * scripts/lib/search-index.ts): its script is fetched from the site itself the first time the dialog opens, and
 * fetches only the parts of the index a search needs. Typed here by what the dialog uses: the package's own types are
 * those of its Node API.
 */
export interface SearchHit {
  id: string;
  data(): Promise<SearchHitData>;
}

export interface SearchHitData {
  /** The page's address, as the build gave it. */
  url: string;
  /** Text around the match, HTML-escaped, with `<mark>` around each matched word (see excerpt.ts). */
  excerpt: string;
  /** `title` from the page's h1; `type` on the research library's entries (the route of an entry's page sets it). */
  meta: { title?: string; type?: string };
}

interface Pagefind {
  init(): Promise<void>;
  search(term: string): Promise<{ results: SearchHit[] }>;
}

/** Where the build writes the bundle: Pagefind's own default, at the site's root. */
const script = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind, loaded and started once; a failed load is tried again on the next call. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ script) as Promise<Pagefind>)
    .then(async (module) => {
      await module.init();
      return module;
    })
    .catch((error: unknown) => {
      pagefind = undefined;
      throw error;
    });
  return pagefind;
}

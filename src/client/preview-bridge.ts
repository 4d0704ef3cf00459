import type { AnyRouter } from '@tanstack/react-router';
import { products as productCards } from '../lib/products.ts';

/*
 * The content editor's preview, on the development server and the editor site only (hydrate.tsx loads it under
 * `import.meta.env.DEV` or the editor site's build mode, which the public build replaces with false). The editor at /admin shows this page in a frame and posts the open file's unsaved value
 * on every change. The value replaces the content module's own, the page's route loaders run again on it, and the
 * page renders again with their new data: the site's own components, without a reload.
 */

/** What the page tells the editor once it listens: a draft posted before then was lost, so the editor posts it again. */
export interface PreviewReadyMessage {
  type: 'solvara:preview-ready';
}

export interface DraftMessage {
  type: 'solvara:draft';
  /** The content file: `faq`, `products/x`, `resources/y`. */
  name: string;
  data: unknown;
}

/** The content modules, imported at the very addresses the pages import them from (so the same instances). */
const contentModules = import.meta.glob<Record<string, Record<string, unknown>>>('../content/*.ts');

/** The generated module of a content file, and the name it exports its value by (scripts/content/compile.ts). */
function moduleOf(name: string): { path: string; exported: string } {
  const [folder, slug] = name.split('/');
  if (slug) return { path: `../content/${folder}.${slug}.ts`, exported: 'entry' };
  return { path: `../content/${name}.ts`, exported: name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()) };
}

/** `target` made equal to `source` in place, so every later reader of the module's value reads the new one. */
function replaceContents(target: Record<string, unknown> | unknown[], source: unknown) {
  const fresh = structuredClone(source);
  if (Array.isArray(target)) {
    target.splice(0, target.length, ...(Array.isArray(fresh) ? fresh : []));
    return;
  }
  // A Markdown entry's body and word count are the build's, not the form's: they stay.
  for (const key of Object.keys(target)) if (!(key in (fresh as object)) && key !== 'body' && key !== 'words') delete target[key];
  Object.assign(target, fresh);
}

/**
 * A collection's index module lists each entry's text and numbers once more (its card: `products`, `resources`),
 * and src/lib/products.ts copies the products' cards with their page addresses added: the entry's item in each
 * takes the draft's values of the fields it holds.
 */
async function replaceSummary(name: string, data: unknown) {
  const [folder, slug] = name.split('/');
  if (!slug || typeof data !== 'object' || data === null) return;
  const { path, exported } = moduleOf(folder!);
  const lists = [(await contentModules[path]?.())?.[exported], folder === 'products' ? productCards : undefined];
  const fresh = data as Record<string, unknown>;
  // Text and numbers only: a product card's page addresses (`overview`, `features`) share their names with two of the
  // entry's sections. An optional field the author empties shows as gone after the save.
  const isText = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
  for (const list of lists) {
    const item = Array.isArray(list) ? (list as Array<Record<string, unknown>>).find((candidate) => candidate.slug === slug) : undefined;
    if (item) for (const key of Object.keys(item)) if (key !== 'slug' && isText(item[key]) && isText(fresh[key])) item[key] = fresh[key];
  }
}

export function connectPreview(router: AnyRouter) {
  let renders = 0;
  addEventListener('message', async (event: MessageEvent<DraftMessage>) => {
    if (event.origin !== location.origin || event.data?.type !== 'solvara:draft') return;
    const { path, exported } = moduleOf(event.data.name);
    const value = (await contentModules[path]?.())?.[exported];
    if (!value) return;
    replaceContents(value, event.data.data);
    await replaceSummary(event.data.name, event.data.data);
    // Each match's loader again (they read only their parameters), its data a copy of its own so that every part
    // that reads it renders again.
    const matches = await Promise.all(
      router.state.matches.map(async (match) => {
        const loader = router.routesById[match.routeId]?.options.loader as ((context: { params: unknown }) => unknown) | undefined;
        if (!loader) return match;
        try {
          return { ...match, loaderData: structuredClone(await loader({ params: match.params })) };
        } catch {
          return match;
        }
      }),
    );
    router.stores.setMatches(matches);
    document.documentElement.dataset.previewRenders = String(++renders);
  });
  if (parent !== window) parent.postMessage({ type: 'solvara:preview-ready' } satisfies PreviewReadyMessage, location.origin);
}

/**
 * The site search's index: Pagefind (its Node API, which runs its binary as a service) over every canonical page
 * as the export writes it, into dist/pagefind/, where the search dialog's script finds it
 * (src/components/SiteSearch/pagefind.ts). Only each page's <main> is indexed (`data-pagefind-body`, SiteShell):
 * not the header, menus and footer every page repeats. A result's title is the page's h1, and a library entry's
 * type comes from its head (`data-pagefind-meta`, the entry's route).
 *
 * The pages are given with their addresses (`url`), not read back from dist/ as files: Pagefind would name
 * `about-us/careers.html` by its file, an address that answers with a redirect (docs/decisions/0001-static-export-and-hosting.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Pagefind's own ready-made interfaces, which the site does not use (its dialog is its own): left out of dist/.
 * Everything else it writes (its script and worker, the WebAssembly, the index's parts) the search needs.
 */
const unusedFile = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

export interface SearchIndexWeight {
  pages: number;
  files: number;
  bytes: number;
}

export interface SearchIndex {
  /** Indexes a page as it is served: its address and its HTML. */
  add(path: string, html: string): Promise<void>;
  /** Writes the index into `outputDir` (dist/pagefind) and stops Pagefind's service. */
  write(outputDir: string): Promise<SearchIndexWeight>;
}

const failed = (what: string, errors: string[]) => new Error(`Search index: ${what} failed: ${errors.join('; ')}`);

export async function createSearchIndex(): Promise<SearchIndex> {
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw failed('starting Pagefind', errors);
  let pages = 0;
  return {
    async add(path, html) {
      const added = await index.addHTMLFile({ url: path, content: html });
      if (added.errors.length > 0) throw failed(`indexing ${path}`, added.errors);
      // The result's title is the page's h1 in its <main>; a page without one would be listed by its address.
      if (!added.file.meta.title) throw new Error(`Search index: ${path} has no <h1> inside its <main data-pagefind-body>`);
      pages++;
    },
    async write(outputDir) {
      try {
        const written = await index.getFiles();
        if (written.errors.length > 0) throw failed('writing the index', written.errors);
        const files = written.files.filter((file) => !unusedFile.test(file.path));
        for (const file of files) {
          const target = join(outputDir, file.path);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, file.content);
        }
        return { pages, files: files.length, bytes: files.reduce((sum, file) => sum + file.content.byteLength, 0) };
      } finally {
        await pagefind.close();
      }
    },
  };
}

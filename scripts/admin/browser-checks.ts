import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/*
 * What the production editor's build needs for its content check (src/admin/github/content-check.worker.ts), which
 * runs the content build's own modules in the browser. Those modules import Node's built-ins; these aliases put
 * browser versions in their place, so the modules stay as the build runs them in Node: the file system is the
 * in-memory copy of the repository the worker fills (node-shims/fs.ts: the few reads the check makes), paths are
 * POSIX (pathe), and json-schema-to-typescript, which only the build's output needs, is left out. No `define` is
 * needed: nothing in the worker reads process.env.
 *
 * For the editor's build only: the site's build and its server-side rendering read the real files.
 */

const shim = (name: string) => fileURLToPath(new URL(`../../src/admin/github/node-shims/${name}`, import.meta.url));

/** `resolve.alias` entries: Node's built-ins (with or without `node:`), the output-only library, and one package's entry. */
export const browserCheckAliases: Alias[] = [
  { find: /^(node:)?fs$/, replacement: shim('fs.ts') },
  { find: /^(node:)?fs\/promises$/, replacement: shim('fs-promises.ts') },
  { find: /^(node:)?path$/, replacement: 'pathe' },
  { find: /^(node:)?util$/, replacement: shim('util.ts') },
  { find: /^json-schema-to-typescript$/, replacement: shim('json-schema-to-typescript.ts') },
  // Vite resolves a worker's packages as a page's (vitejs/vite#7439): the `browser` entry of this one (Markdown's
  // character references) decodes with `document`, which a worker lacks and which stops it as it starts. Its Node
  // entry is the one its `worker` condition names.
  { find: /^decode-named-character-reference$/, replacement: createRequire(import.meta.url).resolve('decode-named-character-reference') },
];


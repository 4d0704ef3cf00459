import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FUNCTION_FILE } from './inputs.ts';

/**
 * The paths of the TanStack Router file routes under `routesDir`, sorted.
 * `index.tsx` stands for its folder; `__root.tsx` and names starting with `-` are not routes.
 * Before any route exists the site still has its home page, so the answer is never empty.
 */
export async function readRoutes(routesDir: string): Promise<string[]> {
  const routes = new Set<string>();
  for (const file of await listFiles(routesDir)) {
    const segments = file.split('/');
    const name = segments.pop() ?? '';
    if (!name.endsWith('.tsx') || name === '__root.tsx') continue;
    if ([...segments, name].some((segment) => segment.startsWith('-'))) continue;
    // A `.lazy.tsx` file is the lazily loaded half of the route with the same path.
    const stem = name.replace(/(\.lazy)?\.tsx$/, '');
    if (stem !== 'index') segments.push(stem);
    routes.add('/' + segments.join('/'));
  }
  if (routes.size === 0) routes.add('/');
  return [...routes].sort();
}

/** A Cloudflare Pages Function: a file under the functions folder and the path it serves. */
export interface FunctionRoute {
  /** The file as the author sees it, e.g. `functions/api/forms.ts`. */
  file: string;
  /**
   * The path it serves, in the file names' own terms: `/api/forms`, `/contact-us-and-support/[form]/sent`
   * (`[form]`: any one segment), `/docs/[[rest]]` (`[[rest]]`: anything further, or nothing).
   */
  path: string;
  /** The request handlers it exports: `onRequest` (every method) and `onRequestGet`, `onRequestPost`, … */
  handlers: string[];
  /** Whether it answers a POST: it exports `onRequest` or `onRequestPost`. */
  takesPost: boolean;
}

const HANDLER = /^onRequest(Get|Post|Put|Patch|Delete|Options|Head)?$/;

/**
 * The Pages Functions under `functionsDir` (named in messages as `label`, e.g. `functions`), by file-based routing as
 * Cloudflare Pages does it: `api/forms.ts` serves `/api/forms`, `index.ts` its folder's path, `[name]` one segment,
 * `[[name]]` any rest of the path. A `_middleware` file serves nothing by itself, nor does a file that exports no
 * request handler (a helper module). The handlers are read from the file's text. Nothing when the folder does not exist.
 */
export async function readFunctionRoutes(functionsDir: string, label = 'functions'): Promise<FunctionRoute[]> {
  const routes: FunctionRoute[] = [];
  for (const file of await listFiles(functionsDir)) {
    if (!FUNCTION_FILE.test(file) || file.endsWith('.d.ts')) continue;
    const segments = file.replace(FUNCTION_FILE, '').split('/');
    const name = segments.pop() ?? '';
    if (name === '_middleware' || name === '_middleware_') continue;
    const handlers = exportedNames(await readFile(path.join(functionsDir, file), 'utf8')).filter((exported) => HANDLER.test(exported));
    if (handlers.length === 0) continue;
    if (name !== 'index') segments.push(name);
    routes.push({
      file: `${label}/${file}`,
      path: '/' + segments.join('/'),
      handlers,
      takesPost: handlers.includes('onRequest') || handlers.includes('onRequestPost'),
    });
  }
  return routes;
}

/** Whether a request for `sitePath` (query and fragment aside) reaches the function, as Pages matches it. */
export function functionServes(route: FunctionRoute, sitePath: string): boolean {
  const requested = sitePath.replace(/[?#].*$/, '');
  return routePattern(route.path).test(requested);
}

function routePattern(routePath: string): RegExp {
  const body = routePath
    .replace(/\/$/, '')
    .split(/(\/?\[\[[^\]]+\]\]|\[[^\]]+\])/)
    .map((part) => {
      if (/^\/\[\[/.test(part)) return '(?:/[^/]+)*';
      if (part.startsWith('[[')) return '[^/]*(?:/[^/]+)*';
      if (part.startsWith('[')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  // A trailing slash is optional: `/foo/` reaches the function of `/foo` too.
  return new RegExp(`^${body}/?$`);
}

/**
 * The names a module exports, read from its text: `export const|let|var|function|class name` and
 * `export { a, b as name }`. Comments are left out, so a handler that is commented out does not count.
 */
function exportedNames(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/[^\n]*/g, '$1');
  const names = new Set<string>();
  for (const match of code.matchAll(/\bexport\s+(?:async\s+)?(?:const|let|var|function\s*\*?|class)\s*([A-Za-z_$][\w$]*)/g)) {
    if (match[1]) names.add(match[1]);
  }
  // `export type { … }` and `export { type … }` export types only, which handle no request.
  for (const match of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const item of (match[1] ?? '').split(',').map((part) => part.trim())) {
      if (item === '' || /^type\s/.test(item)) continue;
      const exported = item.split(/\s+as\s+/).pop();
      if (exported) names.add(exported);
    }
  }
  return [...names];
}

/** Every file below `dir` as a `/`-separated path relative to it; nothing when `dir` does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The candidate an author most likely meant: the closest by spelling, or else the only one
 * ending in the same last segment (`/support/contact-support` → `/contact-us-and-support/contact-support`).
 */
export function nearest(target: string, candidates: Iterable<string>): string | undefined {
  const pool = [...candidates];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of pool) {
    const distance = levenshtein(target, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best !== undefined && bestDistance <= Math.max(2, Math.floor(target.length / 3))) return best;
  const lastSegment = target.split('/').pop();
  const sameEnding = pool.filter((candidate) => lastSegment && candidate.split('/').pop() === lastSegment);
  return sameEnding.length === 1 ? sameEnding[0] : undefined;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

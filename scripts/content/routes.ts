import { readdir } from 'node:fs/promises';
import path from 'node:path';

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

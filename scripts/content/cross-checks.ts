import { explainMissingPage, pathOf, type LinkTargets } from './formats.ts';
import { joinPointer } from './positions.ts';
import { nearest } from './routes.ts';
import type { Problem } from './messages.ts';

/** A data file as parsed, for the checks that look across files. */
type Data = unknown;

interface Redirect {
  from: string;
  to: string;
  index: number;
}

/** The redirects in `content/redirects.yaml`, as far as they have the documented shape. */
export function readRedirects(data: Data): Redirect[] {
  const list = isRecord(data) ? data.redirects : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown, index) =>
    isRecord(item) && typeof item.from === 'string' && typeof item.to === 'string' ? [{ from: item.from, to: item.to, index }] : [],
  );
}

/** A redirect must start from an address that is no page, and end on a page (not another redirect). */
export function checkRedirects(data: Data, targets: LinkTargets): Problem[] {
  const problems: Problem[] = [];
  for (const { from, to, index } of readRedirects(data)) {
    if (targets.routes.has(pathOf(from))) {
      const pointer = joinPointer('/redirects', index, 'from');
      problems.push(at(pointer, `${from} is a page of this site, so it cannot also redirect somewhere else`));
    }
    const destination = pathOf(to);
    if (!to.startsWith('/') || targets.routes.has(destination)) continue;
    const pointer = joinPointer('/redirects', index, 'to');
    problems.push(
      at(
        pointer,
        targets.redirectSources.has(destination)
          ? `leads to ${destination}, which is itself a redirect; point it straight at the final page`
          : explainMissingPage(to, { ...targets, redirectSources: new Set() }),
      ),
    );
  }
  return problems;
}

/**
 * `content/pages.yaml` lists every page under `pages:`, keyed by path, exactly once, and nothing else; except the
 * pages of a collection's entries (`collectionPages`), whose words are in the entry's own file.
 */
export function checkPages(data: Data, targets: LinkTargets, collectionPages: ReadonlyMap<string, string> = new Map()): Problem[] {
  const pages = isRecord(data) ? data.pages : undefined;
  if (!isRecord(pages)) return [];
  const problems: Problem[] = [];
  const listedAt = new Map<string, string>();
  const list = (path: string, pointer: string, part: 'key' | 'value') => {
    const earlier = listedAt.get(path);
    if (earlier !== undefined) {
      problems.push({ pointer, at: { pointer, part }, message: `${path} is already listed at ${earlier}` });
    } else if (collectionPages.has(path)) {
      const message = `${path} takes its words from its file in content/${collectionPages.get(path)}/; remove it here`;
      problems.push({ pointer, at: { pointer, part }, message });
    } else if (!targets.routes.has(path)) {
      const suggestion = nearest(path, targets.routes);
      problems.push({ pointer, at: { pointer, part }, message: `${path} is not a page of this site${suggestion ? ` (nearest: ${suggestion})` : ''}` });
    }
    listedAt.set(path, pointer);
  };
  for (const path of Object.keys(pages)) list(path, joinPointer('/pages', path), 'key');
  const missing = [...targets.routes].filter((route) => !listedAt.has(route) && !collectionPages.has(route));
  if (missing.length > 0) {
    problems.push(at('/pages', `is missing ${missing.length === 1 ? 'the page' : 'the pages'} ${missing.join(', ')}: every page of the site needs an entry here`));
  }
  return problems;
}

/** A collection entry's `formerAddresses`: lists of old addresses of its pages, by page. */
export function readFormerAddresses(data: Data): Array<{ from: string; pointer: string }> {
  const former = isRecord(data) ? data.formerAddresses : undefined;
  if (!isRecord(former)) return [];
  return Object.entries(former).flatMap(([page, list]) =>
    Array.isArray(list)
      ? list.flatMap((from: unknown, index) => (typeof from === 'string' ? [{ from, pointer: joinPointer('/formerAddresses', page, index) }] : []))
      : [],
  );
}

/** A former address redirects like those in redirects.yaml: it must be no page, and be listed once in the whole site. */
export function checkFormerAddresses(data: Data, targets: LinkTargets, listedElsewhere: ReadonlyMap<string, string>): Problem[] {
  return readFormerAddresses(data).flatMap(({ from, pointer }) => {
    if (targets.routes.has(pathOf(from))) return [at(pointer, `${from} is a page of this site, so it cannot also lead to this product`)];
    const other = listedElsewhere.get(from);
    return other ? [at(pointer, `${from} is already an old address in ${other}`)] : [];
  });
}

function at(pointer: string, message: string): Problem {
  return { pointer, at: { pointer, part: 'value' }, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

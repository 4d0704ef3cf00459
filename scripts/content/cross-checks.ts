import { explainMissingPage, pathOf, type LinkTargets } from './formats.ts';
import { joinPointer } from './positions.ts';
import { functionServes, nearest, type FunctionRoute } from './routes.ts';
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

/**
 * Where the forms send (`endpoint` in content/forms.yaml) must work: empty (the visitor's e-mail app), an https://
 * address (another service), or a path on this site that a Pages Function answers a POST at. `functions` are the
 * Pages Functions (see readFunctionRoutes), in the folder named `functionsLabel` in messages (e.g. `functions/`).
 * The schema has checked the endpoint's form already; the build-time variable FORMS_ENDPOINT is checked where it is
 * read (scripts/lib/csp-origins.ts).
 */
export function checkFormsEndpoint(data: Data, functions: readonly FunctionRoute[], functionsLabel: string): Problem[] {
  const endpoint = isRecord(data) ? data.endpoint : undefined;
  if (typeof endpoint !== 'string' || !endpoint.startsWith('/')) return [];
  const served = functions.filter((route) => functionServes(route, endpoint));
  if (served.some((route) => route.takesPost)) return [];
  const posting = functions.filter((route) => route.takesPost);
  const otherWays = 'an https:// address of another service, or leave it empty to send by e-mail';
  const getOnly = served[0];
  const why = getOnly
    ? `is served by ${getOnly.file}, which exports only ${listed(getOnly.handlers)} and so does not take a POST`
    : `is not served by any function in ${functionsLabel}`;
  if (posting.length === 0) {
    const none = getOnly ? `${why}, nor does any other function in ${functionsLabel}` : `is not served by any function: none in ${functionsLabel} takes a POST`;
    return [at('/endpoint', `${endpoint} ${none}; use ${otherWays}`)];
  }
  const suggested = nearest(pathOf(endpoint), posting.map((route) => route.path)) ?? (posting.length === 1 ? posting[0]?.path : undefined);
  const suggestion = posting.find((route) => route.path === suggested);
  if (!suggestion) {
    const paths = posting.map((route) => route.path);
    return [at('/endpoint', `${endpoint} ${why} (the functions in ${functionsLabel} take a POST at ${listed(paths)}); use one of those, ${otherWays}`)];
  }
  // A path with [name] parts stands for many; the author has to write one of them.
  const use = suggestion.path.includes('[') ? `a path of the form ${suggestion.path}` : suggestion.path;
  return [at('/endpoint', `${endpoint} ${why} (${suggestion.file} serves ${suggestion.path}); use ${use}, ${otherWays}`)];
}

/** `a`, `a and b`, `a, b and c` */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function at(pointer: string, message: string): Problem {
  return { pointer, at: { pointer, part: 'value' }, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A collection entry as the checks see it: its slug (its file name) and its data. */
interface Entry {
  slug: string;
  data: Data;
}

/**
 * A page shows a customer's proof, `proof: { caseStudy: <file name> }` (the home page, a product's overview), from
 * one case study in content/resources/, so the figure and the quote a visitor reads are written once, in that file;
 * the home page's proof also lists the case studies whose headline results it shows (`results: [<file name>, …]`).
 * Wherever a file holds a `proof`, its `caseStudy` and each of its `results` must name an entry of
 * content/resources/ whose type is case-study; the message lists the case studies there are.
 */
export function checkCaseStudyPicks(data: Data, resources: readonly Entry[]): Problem[] {
  const caseStudies = resources.filter((entry) => isRecord(entry.data) && entry.data.type === 'case-study').map((entry) => entry.slug);
  const problems: Problem[] = [];
  const check = (slug: unknown, pointer: string) => {
    if (typeof slug !== 'string' || caseStudies.includes(slug)) return;
    const entry = resources.find((candidate) => candidate.slug === slug);
    const type = entry && isRecord(entry.data) ? entry.data.type : undefined;
    const suggestion = entry ? undefined : nearest(slug, caseStudies);
    const got = entry ? `"${slug}" is ${typeof type === 'string' ? `of type ${type}` : 'not one'}` : `there is no content/resources/${slug}.md${suggestion ? `; nearest: ${suggestion}` : ''}`;
    const allowed = caseStudies.length > 0 ? `one of: ${caseStudies.join(', ')}` : 'and there is none yet';
    problems.push(at(pointer, `must name a case study of content/resources/ by its file name, ${allowed} (${got})`));
  };
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, joinPointer(pointer, index)));
    if (!isRecord(value)) return;
    for (const [key, item] of Object.entries(value)) visit(item, joinPointer(pointer, key));
    if (!isRecord(value.proof)) return;
    check(value.proof.caseStudy, joinPointer(pointer, 'proof', 'caseStudy'));
    const results = value.proof.results;
    if (Array.isArray(results)) results.forEach((slug, index) => check(slug, joinPointer(pointer, 'proof', 'results', index)));
  };
  visit(data, '');
  return problems;
}

/** The bench's command-line options (`npm run bench -- --runs=5`). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeRoute } from './routes.ts';

export interface Options {
  /** Lighthouse runs per page and variant, and runs per interaction; the median is taken. */
  runs: number;
  /** The routes to measure, or every route in the sitemap. */
  routes: string[] | undefined;
  dist: string;
  /** Serve brotli or gzip as a CDN does. */
  compress: boolean;
  /**
   * Both of the site's tables, or only the load (Lighthouse and JS) or the interactions one; or the content editor's
   * bars on the development server (scripts/bench/editor.ts), which no full run measures.
   */
  only: 'load' | 'interactions' | 'editor' | undefined;
}

export const usage = 'Usage: tsx scripts/bench.ts [--runs=N] [--routes=/,/about-us/careers] [--dist=DIR] [--no-compress] [--only=load|interactions|editor]';

/** Each option and what its value must be: a flag takes none. */
const accepts: Record<string, { type: 'string' | 'boolean'; short?: string; valid: (value: string | undefined) => boolean }> = {
  runs: { type: 'string', valid: (value) => value !== undefined && /^\d+$/.test(value) && Number(value) > 0 },
  routes: { type: 'string', valid: (value) => value !== undefined },
  dist: { type: 'string', valid: (value) => !!value },
  'no-compress': { type: 'boolean', valid: (value) => value === undefined },
  only: { type: 'string', valid: (value) => value === 'load' || value === 'interactions' || value === 'editor' },
  help: { type: 'boolean', short: 'h', valid: () => true },
};

/**
 * The options in `argv`, or undefined when it asks for the usage (--help, -h). parseArgs runs without `strict` so
 * that a wrong argument is reported in one message that names it as typed; strict, it throws a message of its own
 * for each kind of mistake. A value may follow its option after a space, but not one starting with a dash: that is
 * the next option, a value forgotten.
 */
export function parseOptions(argv: string[], defaultDist: string): Options | undefined {
  const { values, tokens } = parseArgs({ args: argv, options: accepts, strict: false, allowPositionals: true, tokens: true });
  if (values.help) return undefined;
  const malformed = tokens.find((token) => {
    if (token.kind !== 'option') return true;
    const valueIsNextOption = token.inlineValue === false && token.value.startsWith('-');
    return !accepts[token.name]?.valid(token.value) || valueIsNextOption;
  });
  if (malformed) throw new Error(`Unknown or malformed option: ${argv[malformed.index]} (see --help)`);
  // Every value is checked above, so each option that takes one holds a string.
  const { runs, routes, dist, only } = values as { runs?: string; routes?: string; dist?: string; only?: Options['only'] };
  return {
    runs: Number(runs ?? 5),
    routes: routes?.split(',').filter(Boolean).map(normalizeRoute),
    dist: resolve(dist ?? defaultDist),
    compress: !values['no-compress'],
    only,
  };
}

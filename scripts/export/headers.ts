/**
 * The `_headers` file of the export, in the format Cloudflare Pages (the reference host) and Netlify read.
 *
 * Each page gets a rule of its own carrying only its own Content-Security-Policy (its own inline-script hashes),
 * so no line comes near Cloudflare's 2,000-character limit, which a single site-wide policy with every page's
 * hashes would pass: the host ignores such a line, and no page would have a CSP header. `frame-ancestors` is only
 * here, since a `<meta>` policy cannot carry it. The `/*` rule holds the headers of every response, and the 404
 * page's policy for unknown paths; a page's rule detaches it (`! Content-Security-Policy`) before setting its own,
 * because two matching rules would otherwise join their values into two policies that both apply.
 */

import { type FramedBy, headerPolicy, SECURITY_HEADERS } from '../../src/lib/security-headers';

/** Cloudflare Pages' documented limits for `_headers`. */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/**
 * Vite's output in /assets/ has a content hash in every name, so a browser may keep it for a year. A page is
 * revalidated on every visit (a 304 when unchanged): each deployment replaces the assets, and a page cached from
 * the last one would ask for scripts that are gone.
 */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

export interface PagePolicy {
  /** The page's address, e.g. /about-us/careers ('/' for the home page). */
  path: string;
  /** The page's policy, exactly as in its `<meta http-equiv="Content-Security-Policy">`. */
  csp: string;
}

/**
 * A file the host would send with too vague a type, and the type to send: the host types a file by its extension
 * alone, so the library's Atom feed would go out as plain XML rather than as `application/atom+xml`, the type RFC 4287
 * registers for a feed and the one a browser or reader that checks the type looks for.
 */
export interface TypedFile {
  /** The file's address, e.g. /research-and-resources/feed.xml. */
  path: string;
  contentType: string;
}

/** What the editor site's `_headers` adds to the public site's (scripts/build-editor.ts). */
export interface SiteHeaders {
  /** Who may frame the pages: the editor site's preview frames them. */
  framedBy?: FramedBy;
  /** More headers for every response, e.g. `X-Robots-Tag: noindex`. */
  everyResponse?: string[];
  /** Scripts with a policy of their own, cached as the other assets (the editor's checks' worker). */
  scripts?: PagePolicy[];
}

/** The text of `_headers`; throws when it would exceed the host's limits, naming what to change. */
export function headersFile(pages: PagePolicy[], notFoundCsp: string, typedFiles: readonly TypedFile[] = [], site: SiteHeaders = {}): string {
  const rules: string[][] = [
    ['/*', ...SECURITY_HEADERS.map(([name, value]) => `${name}: ${value}`), ...(site.everyResponse ?? []), `Content-Security-Policy: ${headerPolicy(notFoundCsp, site.framedBy)}`],
    ['/assets/*', `Cache-Control: ${ASSET_CACHE}`],
    ...pages.map(({ path, csp }) => [
      path,
      '! Content-Security-Policy',
      `Content-Security-Policy: ${headerPolicy(csp, site.framedBy)}`,
      `Cache-Control: ${PAGE_CACHE}`,
    ]),
    ...typedFiles.map(({ path, contentType }) => [path, `Content-Type: ${contentType}`]),
    ...(site.scripts ?? []).map(({ path, csp }) => [path, '! Content-Security-Policy', `Content-Security-Policy: ${csp}`]),
  ];
  if (rules.length > HEADERS_LIMITS.rules) {
    throw new Error(
      `_headers would have ${rules.length} rules; Cloudflare Pages reads ${HEADERS_LIMITS.rules}. ` +
        'Give pages that share a policy one wildcard rule (scripts/export/headers.ts).',
    );
  }
  const lines = rules.flatMap(([pattern, ...headers]) => [pattern!, ...headers.map((header) => `  ${header}`)]);
  const tooLong = lines.find((line) => line.length > HEADERS_LIMITS.lineLength);
  if (tooLong) {
    throw new Error(
      `A _headers line has ${tooLong.length} characters; Cloudflare Pages ignores lines over ${HEADERS_LIMITS.lineLength}: ${tooLong.slice(0, 80)}…`,
    );
  }
  return `${lines.join('\n')}\n`;
}

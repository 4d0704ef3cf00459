/**
 * The response headers every answer of the site carries, whoever sends it: the static host, from the `_headers` file
 * the export writes (scripts/export/headers.ts), and the form service, for the pages it makes at request time
 * (server/form-page.ts). No DOM and no Node here: it runs in Node and in the Workers runtime.
 */

/** Sent with every response. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * A page's Content-Security-Policy header: its `<meta>` policy plus what only a header can say (`frame-ancestors`,
 * which a `<meta>` policy cannot carry).
 */
export function headerPolicy(csp: string, framedBy: FramedBy = 'nobody'): string {
  return `${csp}; frame-ancestors ${framedBy === 'nobody' ? "'none'" : "'self'"}`;
}

/** Who may show a page in a frame: nobody, or (on the editor site, whose preview frames the pages) the site itself. */
export type FramedBy = 'nobody' | 'itself';

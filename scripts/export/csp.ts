/**
 * Each page's Content Security Policy: inline script and style only by the hashes of the page's own inline
 * elements (the router's hydration data, the module loader, React Aria's press rule), written into the page as a
 * `<meta>`; the same policy goes into `_headers` (headers.ts).
 */
import { createHash } from 'node:crypto';
import { withCspOrigins } from '../lib/csp-origins';

// Inline scripts that run; data blocks (type="application/ld+json") are not scripts to the CSP.
const inlineScriptPattern = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const inlineStylePattern = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256Source = (body: string | undefined) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`;

const hashesOf = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map(([, body]) => sha256Source(body)))];

/**
 * Directives that also work from a <meta> tag; frame-ancestors only works as a header. No inline style but by hash:
 * style attributes that React sets from script are not markup, and the browser allows them.
 *
 * `'wasm-unsafe-eval'` lets the site search (Pagefind, its own script from /pagefind/) compile its WebAssembly, and
 * nothing else: not eval() nor new Function. Pagefind runs it in a worker, whose script takes the policy of the
 * `_headers` rule for every path (the 404 page's, made here), and on the page itself when the worker fails or is slow
 * to start, so every page's policy carries it (docs/decisions/0008-security.md).
 */
export function contentSecurityPolicy(html: string): string {
  return withCspOrigins([
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashesOf(html, inlineScriptPattern).join(' ')}`.trim(),
    `style-src 'self' ${hashesOf(html, inlineStylePattern).join(' ')}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]).join('; ');
}

/** The page with its policy as the first element of <head>, before anything it governs. */
export function withCspMeta(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
  return html.replace(/<head>/, `<head>${meta}`);
}

/**
 * Just enough HTML scanning for the bench: which JavaScript a page loads up front, whether it is a redirect
 * page, and a copy of it with every script removed. Regex-based, which is fine for the prerendered output.
 */

const commentPattern = /<!--[\s\S]*?-->/g;
const scriptElementPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const linkTagPattern = /<link\b([^>]*)>/gi;
const attributePattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

/** The attributes of a tag (names lower-cased; a bare attribute has the value ''). */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const relTokens = (attributes: Map<string, string>) => (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);

/** A `<link>` that fetches JavaScript: `rel="modulepreload"`, or `rel="preload" as="script"`. */
function isScriptLink(attributes: Map<string, string>): boolean {
  const rel = relTokens(attributes);
  return rel.includes('modulepreload') || (rel.includes('preload') && (attributes.get('as') ?? '').toLowerCase() === 'script');
}

/** True for the meta-refresh pages that stand in for redirects on a static host. */
export function isRedirectPage(html: string): boolean {
  return /<meta\b[^>]*http-equiv\s*=\s*["']?refresh/i.test(html.replace(commentPattern, ''));
}

export interface PageScripts {
  /** The `src` of every `<script src>` and the `href` of every modulepreload (or preload as=script) link, in order. */
  urls: string[];
  /** UTF-8 bytes of inline `<script>` bodies (not counted in the budget, reported for information). */
  inlineBytes: number;
}

/** The JavaScript a page asks for before anything runs. */
export function pageScripts(html: string): PageScripts {
  const withoutComments = html.replace(commentPattern, '');
  const urls: string[] = [];
  let inlineBytes = 0;
  for (const match of withoutComments.matchAll(scriptElementPattern)) {
    const attributes = parseAttributes(match[1] ?? '');
    const type = (attributes.get('type') ?? '').toLowerCase();
    // Data blocks (JSON, import maps, templates) are not JavaScript.
    if (type && type !== 'module' && !/(java|ecma)script/.test(type)) continue;
    const src = attributes.get('src');
    if (src !== undefined) urls.push(src);
    else inlineBytes += Buffer.byteLength(match[2] ?? '');
  }
  for (const match of withoutComments.replace(scriptElementPattern, '').matchAll(linkTagPattern)) {
    const attributes = parseAttributes(match[1] ?? '');
    const href = attributes.get('href');
    if (href !== undefined && isScriptLink(attributes)) urls.push(href);
  }
  return { urls: [...new Set(urls)], inlineBytes };
}

/**
 * The page with every `<script>` element and every modulepreload (and preload as=script) link removed: the
 * zero-JavaScript version of it. The CSP meta stays as it is; with no scripts left it only allows less.
 */
export function stripScripts(html: string): string {
  return html
    .replace(scriptElementPattern, '')
    .replace(linkTagPattern, (tag, attributeSource: string) => (isScriptLink(parseAttributes(attributeSource)) ? '' : tag));
}

/**
 * The module specifiers a JavaScript file imports statically: `import x from "…"`, `import {a} from "…"`,
 * `import * as n from "…"`, `import "…"`, `export … from "…"`. Dynamic `import("…")` is left out on purpose:
 * those chunks are not part of the first load.
 */
export function staticImportSpecifiers(js: string): string[] {
  const binding = String.raw`[\w$]+`;
  const named = String.raw`\{[^}]*\}`;
  const namespace = String.raw`\*\s*(?:as\s+${binding})?`;
  const clause = String.raw`(?:${binding}(?:\s*,\s*(?:${named}|${namespace}))?|${named}|${namespace})`;
  const pattern = new RegExp(
    String.raw`(?<![\w$.])(?:import\s*(?:${clause}\s*from\s*)?|export\s*(?:${named}|${namespace})\s*from\s*)(["'])([^"'\n]+)\1`,
    'g',
  );
  const specifiers: string[] = [];
  for (const match of js.matchAll(pattern)) {
    const specifier = match[2];
    // `import` followed by a word must have had whitespace between ("import x from"), else it is an identifier.
    if (specifier && !/^import[\w$]/.test(match[0])) specifiers.push(specifier);
  }
  return [...new Set(specifiers)];
}

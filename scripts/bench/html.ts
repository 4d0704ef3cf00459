/**
 * The zero-JavaScript copy of a page for the bench: the same HTML with every script removed.
 * Regex-based, which is fine for the prerendered output.
 */

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

/**
 * The page with every `<script>` element and every modulepreload (and preload as=script) link removed: the
 * zero-JavaScript version of it. The CSP meta stays as it is; with no scripts left it only allows less.
 */
export function stripScripts(html: string): string {
  return html
    .replace(scriptElementPattern, '')
    .replace(linkTagPattern, (tag, attributeSource: string) => (isScriptLink(parseAttributes(attributeSource)) ? '' : tag));
}

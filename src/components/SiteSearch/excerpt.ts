/**
 * Pagefind's excerpt of a result: the page's text around the match, HTML-escaped, with each matched word in
 * `<mark>…</mark>`. The dialog renders it as text and `<mark>` elements, never as HTML: split at the marks, with the
 * few entities Pagefind writes decoded, so a page's own `<` or `&` reads as itself.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** One pass, so `&amp;lt;` stays the text `&lt;`. An entity this does not know is left as it is. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return named[body.toLowerCase()] ?? entity;
  });
}

/** The excerpt as runs of plain and marked text, in order; empty runs left out. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  // Split at the marks: the text between them at even indexes, the marked text at odd ones.
  return excerpt
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((part, index) => ({ text: decodeEntities(part), marked: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/**
 * Text made safe to write into HTML, as an element's text or a quoted attribute's value: for the pages written as
 * strings (the redirect pages of scripts/export/redirects.ts, the form service's pages of server/form-page.ts).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/**
 * The old addresses: `_redirects` for the host (a 301 each), and at each old address a small page that forwards
 * visitors where no `_redirects` is read (a plain static host), telling search engines not to index it.
 */
import type { RedirectsContent } from '../../src/content/types';
import { escapeHtml } from '../../src/lib/escape-html';
import { redirectNoticeClass } from '../../src/styles/redirect-notice';

interface Redirect {
  from: string;
  to: string;
}

/** The host's redirect file, in the format Cloudflare Pages and Netlify read. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

/** The page at an old address, which forwards to `to` at once and links it for anyone who stays. */
export function redirectPage(to: string, siteUrl: string, stylesheets: readonly string[], words: RedirectsContent['page']): string {
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeHtml(siteUrl + to)}">
${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>
<body>
<main class="${redirectNoticeClass}">
<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(words.text)} <a href="${target}">${target}</a>.</p>
</main>
</body>
</html>
`;
}

/** sitemap.xml and robots.txt, which points crawlers to it. */
import { execFileSync } from 'node:child_process';

/** The date of the last commit (a rebuild of one commit writes the same sitemap), or today outside a git checkout. */
export function lastModified(root: string): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * Every canonical page with the day it last changed: the date its content gives where it gives one (a library
 * entry's `updated`, else `published`, in `contentDates`), else `lastmod`, the build's, for pages whose content
 * carries no date of its own.
 */
export function sitemap(siteUrl: string, canonicalPaths: readonly string[], lastmod: string, contentDates: Readonly<Record<string, string>> = {}): string {
  const urls = canonicalPaths.map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${contentDates[path] ?? lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * The static export's link check: every href and src in dist/ that points inside the site must resolve
 * to a built file (or a redirect page), and every #fragment to an element id on the target page.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listHtmlFiles } from './files.ts';

export interface BrokenLink {
  /** The page the link is on, as a path inside dist/, e.g. about-us/careers.html. */
  page: string;
  link: string;
  reason: string;
}

/** The file a static host serves for a path: the file itself, `path.html`, or the folder's index.html. */
function resolveFile(dist: string, pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const direct = join(dist, decoded);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const candidates = [decoded.endsWith('/') ? undefined : `${direct}.html`, join(direct, 'index.html')];
  return candidates.find((file): file is string => file !== undefined && existsSync(file));
}

const attributePattern = /\s(?:href|src)="([^"]*)"/g;
const idPattern = /\sid="([^"]*)"/g;

export function findBrokenLinks(dist: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = new Set([...readFileSync(file, 'utf8').matchAll(idPattern)].map((match) => match[1] ?? ''));
      idsByFile.set(file, ids);
    }
    return ids;
  };

  for (const page of listHtmlFiles(dist)) {
    const file = join(dist, page);
    const html = readFileSync(file, 'utf8');
    for (const [, raw = ''] of html.matchAll(attributePattern)) {
      const link = raw.replaceAll('&amp;', '&');
      // Only links inside the site: root-relative paths and same-page fragments.
      if (!(link.startsWith('/') && !link.startsWith('//')) && !link.startsWith('#')) continue;
      const url = new URL(link, `http://site/${page.replace(/index\.html$/, '')}`);
      const target = resolveFile(dist, url.pathname);
      if (!target) {
        broken.push({ page, link, reason: 'no such page or file in dist/' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        broken.push({ page, link, reason: `no element with id="${fragment}" on ${relative(dist, target)}` });
      }
    }
  }
  return broken;
}

export function formatBrokenLink({ page, link, reason }: BrokenLink): string {
  return `dist/${page}: ${link} (${reason})`;
}

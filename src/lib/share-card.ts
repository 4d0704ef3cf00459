/** Size of the share cards (Open Graph and Twitter's large summary card). */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** A file-name-safe name for the page at `path`: "home" for /, about-us--careers for /about-us/careers. */
export function pageSlug(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '--');
}

/** Where the build writes the share card of the page at `path`: /images/share/about-us--careers.png. */
export function shareCardPath(path: string): string {
  return `/images/share/${pageSlug(path)}.png`;
}

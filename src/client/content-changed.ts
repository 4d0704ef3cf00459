/**
 * The event the development server sends when it has rewritten the content modules (scripts/content/vite-plugin.ts):
 * the site's pages reload on it (hydrate.tsx), the content editor does not.
 */
export const contentChangedEvent = 'solvara:content-changed';

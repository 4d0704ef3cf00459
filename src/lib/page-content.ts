import { pageRoute, usePage, type Page } from './pages';

/**
 * The route options of a page with content files of its own besides its entry in pages.yaml. Like the page's words
 * (see pageRoute), that content is route loader data: `load` imports it in chunks of its own, the prerendered HTML
 * carries what it returned, and first-load JavaScript holds only the page's code, not its text.
 */
export function pageRouteWithContent<T>(path: string, load: () => Promise<T>) {
  const base = pageRoute(path);
  return {
    loader: async (): Promise<Page & { content: T }> => {
      const [page, content] = await Promise.all([base.loader(), load()]);
      return { ...page, content };
    },
    head: base.head,
  };
}

/** The current page's own content, inside a component of a route made with pageRouteWithContent. */
export function usePageContent<T>(): T {
  return (usePage() as Page & { content: T }).content;
}

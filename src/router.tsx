import { createRouter } from '@tanstack/react-router';
import { ErrorBody } from './page-bodies/ErrorBody';
import { NotFoundBody } from './page-bodies/NotFoundBody';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  // The browser scrolls the document a visitor lands on: to its #fragment, or back to where they were on a reload.
  // The router takes over from the first navigation inside the app (new pages start at the top, back and forward
  // restore). Before that it keeps still: hydration comes after `load`, and resetting the scroll then would throw
  // away whatever the visitor has read since; and the prerender leaves out the router's inline scroll script,
  // whose unconditional `scrollTo` forced a layout of the half-parsed page.
  let navigated = false;
  const router = createRouter({
    routeTree,
    scrollRestoration: () => navigated,
    defaultPreload: 'intent',
    // From the moment the pointer or focus reaches a link (not the router's default delay after it): a visitor's
    // click follows within a few hundred milliseconds, and a click that arrives before the next page's code waits
    // for it (docs/decisions/0005-loading-and-hydration.md). The chunks are small and cached for good.
    defaultPreloadDelay: 0,
    // In place of a route's page, inside the root's shell (header and footer stay, so the visitor can go on): the
    // not-found page for an address no route serves or a product with no file, the error page for a page whose code
    // failed to load or whose loader or render threw. Without the error page such a failure left a blank page.
    // Both are in the entry chunk, beside the shell: a lazy error page would need the network that may just have
    // failed.
    defaultNotFoundComponent: NotFoundBody,
    defaultErrorComponent: ErrorBody,
  });
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    if (fromLocation) navigated = true;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

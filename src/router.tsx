import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    // New navigations start at the top; back and forward restore where the visitor was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Show the loading indicator soon: a route chunk on a slow phone connection can take a while.
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

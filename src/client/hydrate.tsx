import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from '../router';
import { contentChangedEvent } from './content-changed';

declare global {
  interface Window {
    /** The router's inline stream script; `h()` tells it hydration is done so it can clean up after itself. */
    $_TSR?: { h(): void };
  }
}

const nextTask = (run: () => void) => setTimeout(run, 0);

/**
 * Hydration as a row of short tasks, so none of them blocks a tap or a key press on a slow phone: the router is
 * created, then matched against the state the prerender left in the page (what `RouterClient` would do during
 * its first render), then React hydrates the document inside a transition, which works in slices of a few
 * milliseconds and yields to the browser between them. The tree is the one the server rendered (`RouterServer`
 * is a bare `RouterProvider`).
 */
export function hydrate() {
  // On the development server, a page shows content changed on disk by reloading. (The public build has no `hot`.)
  if (import.meta.hot) import.meta.hot.on(contentChangedEvent, () => location.reload());
  const router = createAppRouter();
  nextTask(() => {
    void hydrateRouter(router)
      .finally(() => window.$_TSR?.h())
      .then(() =>
        nextTask(() =>
          startTransition(() => {
            hydrateRoot(
              document,
              <StrictMode>
                <RouterProvider router={router} />
              </StrictMode>,
            );
            // The content editor's preview (/admin): on the development server and the editor site only. The public
            // build's mode is 'production', so this line and the bridge's chunk leave it.
            if (import.meta.env.DEV || import.meta.env.MODE === 'editor') void import('./preview-bridge.ts').then(({ connectPreview }) => connectPreview(router));
          }),
        ),
      );
  });
}

import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

/**
 * Inside a transition React hydrates in slices of a few milliseconds and yields to the browser between
 * them, instead of one long task that would block a tap or a key press on a slow phone.
 */
export function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={createAppRouter()} />
      </StrictMode>,
    );
  });
}

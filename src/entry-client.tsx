import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

// The prerendered page's module loader imports this file only after the page's load event (see
// scripts/export/module-loader.ts), so hydration never delays the first or the largest paint.
// Inside a transition React hydrates in slices of a few milliseconds and yields to the browser between
// them, instead of one long task that would block a tap or a key press on a slow phone.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createAppRouter()} />
    </StrictMode>,
  );
});

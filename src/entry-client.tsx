import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

function hydrate() {
  const router = createAppRouter();
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
}

// The prerendered page is complete and its links work without JavaScript, so hydration waits until the
// page has loaded and the browser is idle: it never delays the first paint or the largest one.
function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 500 });
  else setTimeout(callback, 0);
}

if (document.readyState === 'complete') whenIdle(hydrate);
else window.addEventListener('load', () => whenIdle(hydrate), { once: true });

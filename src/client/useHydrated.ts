import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true from the first effect on: what a component shows only
 * once its script runs (a control that needs it), or does only in the browser. The page as a whole says the same
 * with `html[data-hydrated]` (SiteShell), for styles and tests.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

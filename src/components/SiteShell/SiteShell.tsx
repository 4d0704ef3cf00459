import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { mainContentId, SkipLink } from '../SkipLink/SkipLink';
import * as styles from './SiteShell.css';

/**
 * After a client-side navigation, focus moves to the new page's main content (as a full page load
 * would reset it), so keyboard and screen-reader users start reading the new page, not the old link.
 */
function useFocusMainAfterNavigation(main: React.RefObject<HTMLElement | null>) {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged || event.toLocation.hash) return;
        main.current?.focus({ preventScroll: true });
      }),
    [router, main],
  );
}

/**
 * Only the page a visit starts on renders its later parts as they near the viewport (SiteShell.css.ts): there the
 * browser learns each part's real height as the visitor scrolls. Pages shown after a client-side navigation render
 * in full, so a scroll position restored on Back lands where it was, not on estimated heights.
 */
function useFullRenderAfterNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.fromLocation && event.pathChanged) document.documentElement.dataset.navigated = 'true';
      }),
    [router],
  );
}

export function SiteShell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusMainAfterNavigation(main);
  useFullRenderAfterNavigation();
  useEffect(() => {
    // Lets tests (and curious maintainers) tell a hydrated page from the static HTML.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader />
      <LoadingIndicator />
      <main id={mainContentId} ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../client/after-next-paint';
import { rememberLateHeights } from '../../client/remember-late-heights';
import { LoadingIndicator } from '../LoadingIndicator/LoadingIndicator';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SiteSearch } from '../SiteSearch/SiteSearch';
import { mainContentId, SkipLink } from '../SkipLink/SkipLink';
import * as styles from './SiteShell.css';

/**
 * After a client-side navigation, focus moves to the new page's main content (as a full page load
 * would reset it), so keyboard and screen-reader users start reading the new page, not the old link.
 * It moves once the new page is painted: focusing first made the browser lay out the whole new page
 * before its first frame.
 */
function useFocusMainAfterNavigation(main: React.RefObject<HTMLElement | null>) {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged || event.toLocation.hash) return;
        afterNextPaint(() => main.current?.focus({ preventScroll: true }));
      }),
    [router, main],
  );
}

/**
 * A page renders its later parts as they near the viewport (styles/render-late.css.ts), on arrival and after a link to its
 * top: the new page's heading is on screen sooner than if every part were laid out first
 * (docs/decisions/0005-loading-and-hydration.md). A page scrolled on arrival renders in full, so the position lands
 * where it means to, not on estimated heights: one shown by Back or Forward (the position restored), or by a link
 * to one of its sections.
 */
function useFullRenderWhereScrolled() {
  const router = useRouter();
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        const toTop = (action.type === 'PUSH' || action.type === 'REPLACE') && !location.hash;
        if (toTop) delete document.documentElement.dataset.navigated;
        else document.documentElement.dataset.navigated = 'true';
      }),
    [router],
  );
}

/**
 * The real heights of a page's late parts, learned soon after it is on screen (client/remember-late-heights.ts): on
 * the page a visit starts on once it hydrates, on every page a link shows, and again when the window changes width (a
 * phone turned), which changes every part's height.
 */
function useRememberLateHeights() {
  const router = useRouter();
  useEffect(() => {
    let stop = rememberLateHeights();
    let width = window.innerWidth;
    // A phone's toolbar showing or hiding changes only the height, which no part's height depends on.
    const onResize = () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      stop();
      stop = rememberLateHeights();
    };
    window.addEventListener('resize', onResize);
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged) return;
      stop();
      // Counted from the new page's first paint; a page left before then never starts.
      let left = false;
      stop = () => (left = true);
      afterNextPaint(() => {
        if (!left) stop = rememberLateHeights();
      });
    });
    return () => {
      window.removeEventListener('resize', onResize);
      unsubscribe();
      stop();
    };
  }, [router]);
}

export function SiteShell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusMainAfterNavigation(main);
  useFullRenderWhereScrolled();
  useRememberLateHeights();
  useEffect(() => {
    // Until it is set, the desktop dropdowns open on hover and focus by CSS alone (DesktopNav.css.ts), so they work
    // before and without the script; tests read it too.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <SiteHeader />
      <LoadingIndicator />
      {/* The page's own content, the only part the site search indexes (scripts/lib/search-index.ts): not the
          header, menus and footer every page repeats. */}
      <main id={mainContentId} ref={main} tabIndex={-1} className={styles.main} data-pagefind-body="">
        {children}
      </main>
      <SiteFooter />
      <SiteSearch />
    </div>
  );
}

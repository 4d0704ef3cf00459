import { navigation } from '../../lib/shell-content';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../client/useHydrated';
import { desktop } from '../../styles/theme.css';
import { footerNavigationId } from '../SiteFooter/SiteFooter';
import { MenuIcon } from './MenuIcon';
import * as styles from './MobileMenu.css';

const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(loadDialog);

/**
 * The navigation below 768px: a toggle that opens the menu dialog, which slides in from the left.
 * The prerendered page (and the page with JavaScript off) has no dialog to open, so until hydration the
 * control is a link to the site navigation in the footer; once hydrated it becomes the dialog's button.
 */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  // Stays mounted after the first open so the closing slide can play.
  const [hasOpened, setHasOpened] = useState(false);
  const isEnhanced = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const linkHadFocus = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => {
    linkHadFocus.current = document.activeElement === link.current;
  }, []);

  // Whoever had focus on the link when the page hydrated keeps it on the button that replaces it.
  useEffect(() => {
    if (isEnhanced && linkHadFocus.current) button.current?.focus();
  }, [isEnhanced]);

  useEffect(() => setOpen(false), [pathname]);

  // Spec §4: the menu is forced closed when the window becomes desktop-wide.
  useEffect(() => {
    const query = window.matchMedia(desktop);
    const closeOnDesktop = () => query.matches && setOpen(false);
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  if (!isEnhanced) {
    return (
      <a ref={link} href={`#${footerNavigationId}`} className={styles.toggle} aria-label={navigation.menuLabels.toFooter}>
        <MenuIcon open={false} />
      </a>
    );
  }

  return (
    <>
      {/* A plain button: react-aria's would put its code in every page's first load. */}
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-label={isOpen ? navigation.menuLabels.close : navigation.menuLabels.open}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        // Fetch the dialog's code as soon as the visitor heads for the button.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setOpen(!isOpen);
        }}
      >
        <MenuIcon open={isOpen} turns={hasOpened} />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

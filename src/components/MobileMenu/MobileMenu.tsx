import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { navigation } from '../../content/navigation';
import { desktop } from '../../styles/theme.css';
import { MenuIcon } from './MenuIcon';
import * as styles from './MobileMenu.css';

const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(loadDialog);

/** The navigation below 768px: a toggle that opens the menu dialog, which slides in from the left. */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  // Stays mounted after the first open so the closing slide can play.
  const [hasOpened, setHasOpened] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  // Spec §4: the menu is forced closed when the window becomes desktop-wide.
  useEffect(() => {
    const query = window.matchMedia(desktop);
    const closeOnDesktop = () => query.matches && setOpen(false);
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <>
      {/* A plain button: react-aria's would put its code in every page's first load. */}
      <button
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
        <MenuIcon open={isOpen} />
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDialog isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

import { navigation } from '../../lib/shell-content';
import { useLocation } from '@tanstack/react-router';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import { afterNextPaint } from '../../client/after-next-paint';
import { useHydrated } from '../../client/useHydrated';
import { desktop, media } from '../../styles/theme.css';
import { footerNavigationId } from '../SiteFooter/SiteFooter';
import { MenuIcon } from './MenuIcon';
import { MobileMenuDialog } from './MobileMenuDialog';
import * as styles from './MobileMenu.css';

/**
 * The navigation below 768px: a toggle that opens the menu dialog, which slides in from the left.
 * The prerendered page (and the page with JavaScript off) has no dialog to open, so until hydration the
 * control is a link to the site navigation in the footer; once hydrated it becomes the dialog's button.
 */
export function MobileMenu() {
  // React Aria's overlay trigger: the open state, and the button's expanded state and relation to the dialog.
  const state = useOverlayTriggerState({});
  const { isOpen, setOpen } = state;
  // From the first press on, the icon turns when it swaps (not when the page loads or hydrates).
  const [hasOpened, setHasOpened] = useState(false);
  // The dialog, closed, is rendered once the page is idle after hydration on a narrow screen, so that a press only
  // opens it: rendered in the press's own frame it made that frame miss the interaction bar
  // (docs/decisions/0004-widget-patterns.md). In a transition, React renders it in slices that give way to input. A
  // press before then (or on a window narrowed later) renders it itself. Then it stays, so the closing slide can play.
  const [isDialogRendered, setDialogRendered] = useState(false);
  const isEnhanced = useHydrated();
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const linkHadFocus = useRef(false);
  const { pathname } = useLocation();
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, button);
  const { onPress: _onPress, ...triggerAriaProps } = triggerProps;

  useEffect(() => {
    linkHadFocus.current = document.activeElement === link.current;
  }, []);

  // Whoever had focus on the link when the page hydrated keeps it on the button that replaces it.
  useEffect(() => {
    if (isEnhanced && linkHadFocus.current) button.current?.focus();
  }, [isEnhanced]);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!isEnhanced || !window.matchMedia(media.mobile).matches) return;
    const render = () => startTransition(() => setDialogRendered(true));
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(render, 500);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(render);
    return () => cancelIdleCallback(idle);
  }, [isEnhanced]);

  // The menu is forced closed when the window becomes desktop-wide, where the desktop header takes over. The dialog
  // element is closed too: between a press and the frame after it, it is open before React's state says so.
  useEffect(() => {
    const query = window.matchMedia(desktop);
    const closeOnDesktop = () => {
      if (!query.matches) return;
      setOpen(false);
      dialog.current?.close();
    };
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
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-label={isOpen ? navigation.menuLabels.close : navigation.menuLabels.open}
        {...triggerAriaProps}
        onClick={() => {
          const closedDialog = dialog.current;
          if (closedDialog && !closedDialog.open) {
            // The rendered dialog opens in the press's own task and React renders it open after the frame that shows
            // it: rendered first, the menu missed the interaction bar on a slow phone (docs/performance-measurement.md).
            // Focus goes where React Aria's dialog puts it (the dialog itself), so it does not move again then.
            closedDialog.showModal();
            closedDialog.focus();
            afterNextPaint(() => {
              // Unless it was closed meanwhile (Esc in the same frame).
              if (!closedDialog.open) return;
              setHasOpened(true);
              setOpen(true);
            });
            return;
          }
          setHasOpened(true);
          setDialogRendered(true);
          setOpen(!isOpen);
        }}
      >
        <MenuIcon open={isOpen} turns={hasOpened} />
      </button>
      {isDialogRendered ? <MobileMenuDialog id={overlayProps.id} dialogRef={dialog} isOpen={isOpen} onOpenChange={setOpen} /> : null}
    </>
  );
}

import * as styles from './MobileMenu.css';

/**
 * `turns`: the icon makes its 360° turn as it appears, which is when it swaps for the other one. Not on a page's
 * first paint, nor when hydration replaces the menu link with the button: nothing swapped there.
 */
export function MenuIcon({ open, turns = false }: { open: boolean; turns?: boolean }) {
  return (
    // The key remounts the icon so its turn plays on every swap.
    <svg key={open ? 'close' : 'menu'} className={turns ? styles.turningIcon : styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

import * as styles from './MobileMenu.css';

export function MenuIcon({ open }: { open: boolean }) {
  return (
    // The key remounts the icon so its 360° turn plays on every swap.
    <svg key={open ? 'close' : 'menu'} className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

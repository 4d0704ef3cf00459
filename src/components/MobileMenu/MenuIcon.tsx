import { Icon } from '../Icon/Icon';
import * as styles from './MobileMenu.css';

/**
 * `turns`: the icon makes its 360° turn as it appears, which is when it swaps for the other one. Not on a page's
 * first paint, nor when hydration replaces the menu link with the button: nothing swapped there.
 */
export function MenuIcon({ open, turns = false }: { open: boolean; turns?: boolean }) {
  // The key remounts the icon so its turn plays on every swap.
  return <Icon key={open ? 'close' : 'menu'} name={open ? 'close' : 'menu'} size="lg" className={turns ? styles.turning : undefined} />;
}

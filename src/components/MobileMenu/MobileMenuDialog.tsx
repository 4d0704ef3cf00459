import { navigation } from '../../lib/shell-content';
import { useLocation } from '@tanstack/react-router';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { isCurrentItem, isSection } from '../../lib/navigation';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ContentLink } from '../ContentLink/ContentLink';
import { Icon } from '../Icon/Icon';
import { NavPanel } from '../NavPanel/NavPanel';
import { MenuIcon } from './MenuIcon';
import * as styles from './MobileMenu.css';

interface MobileMenuDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What Tab can reach in the dialog: links and buttons that are shown (not in a closed section). */
const tabbable = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.checkVisibility());

/**
 * The open mobile menu: the platform's modal dialog (`showModal`: the page behind is inert, Esc closes, focus
 * returns to the toggle), with Tab and Shift+Tab kept inside it (APG modal dialog), the page behind held still, and
 * a press beside it closing it. One expandable section per navigation section, at most one open (APG accordion,
 * as FaqList), the current page's section open each time the menu opens.
 * Native elements, about 1 kB of code in the first load: React Aria's Modal, Dialog and DisclosureGroup were 25 kB
 * loaded on demand, and on the first open they took 200-250 ms at 4x CPU slowdown to compile and mount.
 */
export function MobileMenuDialog({ isOpen, onOpenChange }: MobileMenuDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const idPrefix = useId();
  const { pathname } = useLocation();
  const currentSectionId = navigation.items.find((item) => isSection(item) && isCurrentItem(item, pathname))?.id ?? null;
  const [openSectionId, setOpenSectionId] = useState(currentSectionId);
  // Each time the menu opens it starts from the current page's section (adjusted while rendering, so the first
  // frame of the open menu already shows it).
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpenSectionId(currentSectionId);
  }

  // Before paint, so the frame that shows the change shows the dialog opened or closing.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const reachable = tabbable(event.currentTarget);
    const [first, last] = [reachable[0], reachable.at(-1)];
    // From the last one on to the first, and back from the first (or from the dialog itself) to the last.
    const atEdge = event.shiftKey ? document.activeElement === first || document.activeElement === event.currentTarget : document.activeElement === last;
    if (!atEdge || !first || !last) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };

  // A press on the backdrop reaches the dialog element itself, outside its box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) onOpenChange(false);
  };

  // At the end of the body, as a sibling of the page, not inside the header's banner landmark.
  return createPortal(
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={navigation.menuLabels.dialog}
      // Esc (or the phone's back gesture) closes the dialog itself; the state follows.
      onClose={() => onOpenChange(false)}
      onKeyDown={keepTabInside}
      onClick={closeOnBackdrop}
    >
      <div className={styles.dialogHeader}>
        <button type="button" className={styles.closeButton} aria-label={navigation.menuLabels.close} onClick={() => onOpenChange(false)}>
          <MenuIcon open turns />
        </button>
      </div>
      <nav aria-label={navigation.label}>
        <div className={styles.group}>
          {navigation.items.map((item) => {
            if (!isSection(item)) {
              return (
                <ContentLink key={item.id} href={item.href} className={styles.homeLink} exact>
                  {item.label}
                </ContentLink>
              );
            }
            const isExpanded = openSectionId === item.id;
            const buttonId = `${idPrefix}-${item.id}-button`;
            const panelId = `${idPrefix}-${item.id}-panel`;
            return (
              <div key={item.id} className={styles.section}>
                <h2 className={styles.sectionHeading}>
                  <button
                    id={buttonId}
                    type="button"
                    className={styles.sectionTrigger}
                    aria-expanded={isExpanded}
                    aria-controls={panelId}
                    data-current={isCurrentItem(item, pathname) ? '' : undefined}
                    onClick={() => setOpenSectionId(isExpanded ? null : item.id)}
                  >
                    {item.shortLabel}
                    <Icon name="chevronDown" size="sm" className={styles.chevron} />
                  </button>
                </h2>
                <div id={panelId} role="group" aria-labelledby={buttonId} className={styles.panel} hidden={!isExpanded}>
                  <NavPanel section={item} />
                </div>
              </div>
            );
          })}
        </div>
      </nav>
      <div className={styles.demo}>
        <ButtonLink href={navigation.requestDemo.href}>{navigation.requestDemo.label}</ButtonLink>
      </div>
    </dialog>,
    document.body,
  );
}

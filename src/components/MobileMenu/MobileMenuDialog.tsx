import { navigation } from '../../lib/shell-content';
import { useLocation } from '@tanstack/react-router';
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from 'react-aria/useDialog';
import { useDisclosureGroup, useButtonDisclosure } from '../../lib/disclosure';
import { isCurrentItem, isSection, type NavSection } from '../../lib/navigation';
import { iconButton } from '../../styles/controls.css';
import { reducedMotion } from '../../styles/theme.css';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ContentLink } from '../ContentLink/ContentLink';
import { Icon } from '../Icon/Icon';
import { NavPanel } from '../NavPanel/NavPanel';
import { SearchControl } from '../SiteSearch/SearchControl';
import { MenuIcon } from './MenuIcon';
import * as styles from './MobileMenu.css';

interface MobileMenuDialogProps {
  /** The id the trigger's aria-controls names (useOverlayTrigger). */
  id: string | undefined;
  /** The dialog element, which the toggle opens itself (MobileMenu). */
  dialogRef: RefObject<HTMLDialogElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What Tab can reach in the dialog: links and buttons that are shown (not in a closed section). */
const tabbable = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.checkVisibility());

/**
 * The open mobile menu: React Aria's dialog (useDialog: its role, name and focus on opening) in the platform's modal
 * dialog element (`showModal`: the page behind is inert, Esc closes, focus returns to the toggle; it puts the menu on
 * screen sooner after a tap than React Aria's Modal, docs/decisions/0004-widget-patterns.md), with Tab and Shift+Tab
 * kept inside it (APG modal dialog: the platform's modal lets Tab out to the browser's own controls), the page behind
 * held still, and a press beside it closing it. Not by React Aria's FocusScope: containing focus, it pulled focus
 * back into the dialog as the platform returned it to the toggle on Esc, and in WebKit focus then ended on the body.
 * One section per navigation section, a React Aria disclosure group (at most one open, as FaqList), the current
 * page's section open each time the menu opens.
 */
export function MobileMenuDialog({ id, dialogRef, isOpen, onOpenChange }: MobileMenuDialogProps) {
  // Rendered closed at idle (MobileMenu): "entering" until it opens, so React Aria focuses it only then.
  const { dialogProps } = useDialog({ 'aria-label': navigation.menuLabels.dialog, isEntering: !isOpen }, dialogRef);
  const { pathname } = useLocation();
  const currentSectionKeys = (): Set<string | number> => new Set(navigation.items.flatMap((item) => (isSection(item) && isCurrentItem(item, pathname) ? [item.id] : [])));
  const [expandedKeys, setExpandedKeys] = useState(currentSectionKeys);
  // The menu opens on the current page's section. The toggle opens the dialog before React renders it open
  // (MobileMenu), so the sections are set while it is closed: once it has slid out (not during the slide, where the
  // visitor would see them move), and when the page changes behind it (adjusted while rendering).
  const startOver = () => setExpandedKeys(currentSectionKeys());
  const [sectionsFor, setSectionsFor] = useState(pathname);
  if (pathname !== sectionsFor) {
    setSectionsFor(pathname);
    if (!isOpen) startOver();
  }
  const sections = useDisclosureGroup({ expandedKeys, onExpandedChange: setExpandedKeys });

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

  // Before paint, so the frame that shows the change shows the dialog opened or closing.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

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
      {...dialogProps}
      id={id}
      className={styles.dialog}
      // Esc (or the phone's back gesture) closes the dialog itself; the state follows.
      onClose={() => {
        onOpenChange(false);
        if (window.matchMedia(reducedMotion).matches) startOver();
      }}
      onTransitionEnd={(event) => {
        if (event.target === event.currentTarget && event.propertyName === 'transform' && !event.currentTarget.open) startOver();
      }}
      onKeyDown={keepTabInside}
      onClick={closeOnBackdrop}
    >
      <div className={styles.dialogHeader}>
        <button type="button" className={iconButton} aria-label={navigation.menuLabels.close} onClick={() => onOpenChange(false)}>
          <MenuIcon open turns />
        </button>
        {/* The search opens over the menu; Esc closes it back to this control. */}
        <SearchControl look="icon" />
      </div>
      <nav aria-label={navigation.label}>
        <div className={styles.group}>
          {navigation.items.map((item) =>
            isSection(item) ? (
              <MenuSection
                key={item.id}
                section={item}
                isExpanded={sections.expandedKeys.has(item.id)}
                isCurrent={isCurrentItem(item, pathname)}
                onToggle={sections.toggle}
              />
            ) : (
              <ContentLink key={item.id} href={item.href} className={styles.homeLink}>
                {item.label}
              </ContentLink>
            ),
          )}
        </div>
      </nav>
      <div className={styles.demo}>
        <ButtonLink href={navigation.requestDemo.href}>{navigation.requestDemo.label}</ButtonLink>
      </div>
    </dialog>,
    document.body,
  );
}

interface MenuSectionProps {
  section: NavSection;
  isExpanded: boolean;
  isCurrent: boolean;
  onToggle: (id: string) => void;
}

const MenuSection = memo(function MenuSection({ section, isExpanded, isCurrent, onToggle }: MenuSectionProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { triggerProps, panelProps } = useButtonDisclosure(isExpanded, () => onToggle(section.id), panelRef);
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionHeading}>
        <button type="button" className={styles.sectionTrigger} {...triggerProps} data-current={isCurrent ? '' : undefined}>
          {section.shortLabel}
          <Icon name="chevronDown" size="sm" className={styles.chevron} />
        </button>
      </h2>
      <div ref={panelRef} {...panelProps} className={styles.panel}>
        <NavPanel section={section} />
      </div>
    </div>
  );
});

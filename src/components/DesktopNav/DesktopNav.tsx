import { navigation } from '../../lib/shell-content';
import { Link, useLocation } from '@tanstack/react-router';
import { type KeyboardEvent, memo, useCallback, useEffect, useRef, useState } from 'react';
import { useInteractOutside } from 'react-aria/useInteractOutside';
import { useNativeDisclosure } from '../../lib/disclosure';
import { isCurrentItem, isSection, type NavSection } from '../../lib/navigation';
import { Icon } from '../Icon/Icon';
import { NavPanel } from '../NavPanel/NavPanel';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './DesktopNav.css';

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/**
 * The desktop header navigation: the WAI-ARIA APG disclosure navigation pattern, with React Aria's disclosure. Each
 * section is a button that shows or hides a list of links, at most one open; it is not a menu, so Tab moves through
 * the links. Hover opens a section and leaving closes it, Escape closes it and returns focus, a press outside or a
 * navigation closes it.
 * React Aria's hooks on native buttons (lib/disclosure.ts): this header is on every page's first load.
 */
export function DesktopNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // The same function on every render: opening one dropdown re-renders the two items that change, not every
  // section's links (the items are memoised).
  const setOpen = useCallback((id: string, open: boolean) => setOpenId((current) => (open ? id : current === id ? null : current)), []);

  // Every navigation closes the open dropdown.
  useEffect(() => setOpenId(null), [pathname]);

  // A click or tap anywhere outside the navigation closes it.
  useInteractOutside({ ref: navRef, onInteractOutside: () => setOpenId(null), isDisabled: !openId });

  return (
    <nav ref={navRef} className={styles.nav} aria-label={navigation.label}>
      <ul className={styles.list}>
        {navigation.items.map((item) =>
          isSection(item) ? (
            <SectionItem
              key={item.id}
              section={item}
              isOpen={openId === item.id}
              isCurrent={isCurrentItem(item, pathname)}
              onOpenChange={setOpen}
            />
          ) : (
            <li key={item.id} className={styles.item}>
              <ContentLink href={item.href} className={styles.link} exact>
                {item.label}
              </ContentLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface SectionItemProps {
  section: NavSection;
  isOpen: boolean;
  isCurrent: boolean;
  onOpenChange: (id: string, open: boolean) => void;
}

const SectionItem = memo(function SectionItem({ section, isOpen, isCurrent, onOpenChange: setOpen }: SectionItemProps) {
  const onOpenChange = (open: boolean) => setOpen(section.id, open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { triggerProps, panelProps } = useNativeDisclosure(isOpen, onOpenChange, panelRef);
  const [focusFirstLink, setFocusFirstLink] = useState(false);
  // A mouse user who hovered the dropdown open and then clicks its button means "open", not "toggle".
  const openedByHover = useRef(false);

  useEffect(() => {
    if (isOpen && focusFirstLink) panelLinks(panelRef.current)[0]?.focus();
    setFocusFirstLink(false);
  }, [isOpen, focusFirstLink]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpenChange(true);
      setFocusFirstLink(true);
    } else if (event.key === 'Escape' && isOpen) {
      onOpenChange(false);
    }
  };

  // Arrow keys move between the dropdown's links, Home and End jump to the ends, Escape closes it.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const links = panelLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (next: number) => {
      event.preventDefault();
      links[(next + links.length) % links.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(links.length - 1);
  };

  return (
    <li
      className={styles.item}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || isOpen) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onOpenChange(false)}
      // Focus leaving the item (Tab past its last link, or away from its button) closes its dropdown.
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        {...triggerProps}
        aria-current={isCurrent ? 'true' : undefined}
        data-current={isCurrent ? '' : undefined}
        onClick={(event) => {
          // detail is 0 for Enter and Space, the click count for a mouse.
          const keepOpen = event.detail > 0 && openedByHover.current;
          openedByHover.current = false;
          onOpenChange(keepOpen || !isOpen);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.fullLabel}>{section.label}</span>
        <span className={styles.shortLabel}>{section.shortLabel}</span>
        <Icon name="chevronDown" size="sm" className={styles.chevron} />
      </button>
      <div ref={panelRef} {...panelProps} className={section.showProducts ? styles.widePanel : styles.panel} onKeyDown={onPanelKeyDown}>
        <NavPanel section={section} />
      </div>
    </li>
  );
});

import { navigation } from '../../lib/shell-content';
import { Link, useLocation } from '@tanstack/react-router';
import { type DOMAttributes, type KeyboardEvent, memo, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type FocusManager, FocusScope, useFocusManager } from 'react-aria/FocusScope';
import { useInteractOutside } from 'react-aria/useInteractOutside';
import { useButtonDisclosure } from '../../lib/disclosure';
import { isCurrentItem, isSection, type NavSection } from '../../lib/navigation';
import { Icon } from '../Icon/Icon';
import { NavPanel } from '../NavPanel/NavPanel';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './DesktopNav.css';

/** Whether `node` is one of the navigation's own items (a section button or a top-level link), not a dropdown's link. */
const isTopLevel = (list: HTMLUListElement | null) => (node: Element) => node.closest('li')?.parentElement === list;

/**
 * The keys of the WAI-ARIA APG disclosure navigation example, on a list of items in a React Aria focus scope: the
 * arrows move to the next or previous item and stop at the ends (Right as Down, Left as Up), Home and End to the
 * first and last. `accept` picks which of the scope's elements count as items. Returns whether the key was one of
 * them, so the caller can leave other keys alone.
 */
function moveFocusByKey(key: string, focusManager: FocusManager, accept?: (node: Element) => boolean): boolean {
  const options = { accept, wrap: false };
  if (key === 'ArrowDown' || key === 'ArrowRight') focusManager.focusNext(options);
  else if (key === 'ArrowUp' || key === 'ArrowLeft') focusManager.focusPrevious(options);
  else if (key === 'Home') focusManager.focusFirst(options);
  else if (key === 'End') focusManager.focusLast(options);
  else return false;
  return true;
}

/**
 * The desktop header navigation: the WAI-ARIA APG disclosure navigation pattern, with React Aria's disclosure. Each
 * section is a button that shows or hides a list of links, at most one open; it is not a menu, so Tab moves through
 * the links, and the arrow keys, Home and End move between the section buttons and top-level links, or between an
 * open dropdown's links (docs/decisions: the widget patterns). Hover opens a section and leaving closes it, Escape
 * closes it and returns focus, a press outside or a navigation closes it.
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
      <FocusScope>
        <TopLevelList>
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
              <ContentLink href={item.href} className={styles.link}>
                {item.label}
              </ContentLink>
            </li>
          ),
        )}
        </TopLevelList>
      </FocusScope>
    </nav>
  );
}

/** The navigation's list, where the arrow keys, Home and End move focus between its items. */
function TopLevelList({ children }: { children: ReactNode }) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusManager = useFocusManager()!;
  const onKeyDown = (event: KeyboardEvent) => {
    // A dropdown's own keys (its links, or Down into it from its button) were handled where they happened.
    if (event.defaultPrevented || !isTopLevel(listRef.current)(event.target as Element)) return;
    if (moveFocusByKey(event.key, focusManager, isTopLevel(listRef.current))) event.preventDefault();
  };
  return (
    <ul ref={listRef} className={styles.list} onKeyDown={onKeyDown}>
      {children}
    </ul>
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
  const { triggerProps, panelProps } = useButtonDisclosure(isOpen, onOpenChange, panelRef);
  const focusManager = useFocusManager()!;
  // A mouse user who hovered the dropdown open and then clicks its button means "open", not "toggle".
  const openedByHover = useRef(false);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && isOpen) {
      // Into the open dropdown: its first link is the next element after the button.
      event.preventDefault();
      focusManager.focusNext();
    } else if (event.key === 'Escape' && isOpen) {
      onOpenChange(false);
    }
  };

  const closeAndReturnFocus = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
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
      <FocusScope>
        <Dropdown panelRef={panelRef} panelProps={panelProps} className={section.showProducts ? styles.widePanel : styles.panel} onEscape={closeAndReturnFocus}>
          <NavPanel section={section} />
        </Dropdown>
      </FocusScope>
    </li>
  );
});

interface DropdownProps {
  panelRef: RefObject<HTMLDivElement | null>;
  panelProps: DOMAttributes<HTMLDivElement>;
  className: string;
  onEscape: () => void;
  children: ReactNode;
}

/**
 * An open section's links, in a focus scope of their own: Down and Up (or Right and Left) move between them and stop
 * at the first and last, Home and End jump there, Escape closes the dropdown and returns focus to its button.
 */
function Dropdown({ panelRef, panelProps, className, onEscape, children }: DropdownProps) {
  const focusManager = useFocusManager()!;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if (moveFocusByKey(event.key, focusManager)) {
      event.preventDefault();
    }
  };
  return (
    <div ref={panelRef} {...panelProps} className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

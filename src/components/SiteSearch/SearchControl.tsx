import { site } from '../../lib/shell-content';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../client/useHydrated';
import { iconButton } from '../../styles/controls.css';
import { Icon } from '../Icon/Icon';
import { loadSearchDialog, openSearch, useSearchOpen } from './search-state';
import * as styles from './SiteSearch.css';

interface SearchControlProps {
  /** `labelled` in the header's top strip (the icon and the word), `icon` in the mobile menu (named for screen readers). */
  look: 'labelled' | 'icon';
  /** In place of the look's own class: one composed from it (SiteSearch.css.ts), so its rules come after the look's. */
  className?: string;
}

/**
 * The search control: a button that opens the search dialog (SiteSearch), in the header's top strip from 768px up and
 * in the mobile menu. The prerendered page (and the page with JavaScript off) has no dialog to open, so until
 * hydration the control is a link to the research library, which lists every entry; once hydrated it becomes the
 * button, looking the same.
 */
export function SearchControl({ look, className }: SearchControlProps) {
  const isEnhanced = useHydrated();
  const isOpen = useSearchOpen();
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const linkHadFocus = useRef(false);
  const classes = className ?? (look === 'labelled' ? styles.labelled : iconButton);
  const content =
    look === 'labelled' ? (
      <>
        <Icon name="search" />
        {site.search.label}
      </>
    ) : (
      <Icon name="search" size="lg" />
    );

  useEffect(() => {
    linkHadFocus.current = document.activeElement === link.current;
  }, []);

  // Whoever had focus on the link when the page hydrated keeps it on the button that replaces it.
  useEffect(() => {
    if (isEnhanced && linkHadFocus.current) button.current?.focus();
  }, [isEnhanced]);

  if (!isEnhanced) {
    return (
      <a ref={link} href={site.search.href} className={classes} aria-label={site.search.withoutScript}>
        {content}
      </a>
    );
  }

  // The chunk's fetch starts on the visitor's intent; a rejected one is fetched again on the press.
  const preload = () => void loadSearchDialog().catch(() => undefined);
  return (
    <button
      ref={button}
      type="button"
      className={classes}
      aria-label={look === 'icon' ? site.search.label : undefined}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-keyshortcuts="/ Control+K Meta+K"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={openSearch}
    >
      {content}
    </button>
  );
}

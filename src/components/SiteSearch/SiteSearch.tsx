import { site } from '../../lib/shell-content';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { closeSearch, loadSearchDialog, openSearch, useLoadedSearchDialog, useSearchOpen } from './search-state';

/** Input types a visitor types text into: there, / is a character, not the search key. */
const nonTextInputs = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !nonTextInputs.has(target.type);
}

/** / (outside a text field), Ctrl+K or Cmd+K open the search from anywhere on the page, as on most sites that have one. */
function useSearchKeys() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.isComposing) return;
      const withModifier = event.ctrlKey || event.metaKey;
      const commandK = withModifier && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !withModifier && !isTextField(event.target);
      if (!commandK && !slash) return;
      // Not the browser's own: quick find (/ in Firefox) or its address bar search (Ctrl+K).
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The site search, once in the shell: the keys that open it and the dialog. The dialog's code loads on the visitor's
 * intent (a pointer or focus on a search control) or as a key opens it, and Pagefind's index as it first opens, so no
 * page's first load carries them (docs/decisions/0006-performance-bars.md). Once loaded it stays rendered, closed until
 * opened, so it opens at once, with what was typed. If its code cannot be fetched when the visitor opens it, the
 * visitor goes to the research library, where the control leads without JavaScript.
 */
export function SiteSearch() {
  const isOpen = useSearchOpen();
  const SearchDialog = useLoadedSearchDialog();
  const { pathname } = useLocation();
  useSearchKeys();

  // Every navigation closes it (a result followed, Back or Forward while it is open).
  useEffect(() => closeSearch(), [pathname]);

  useEffect(() => {
    if (!isOpen || SearchDialog) return;
    let current = true;
    loadSearchDialog().catch(() => current && window.location.assign(site.search.href));
    return () => {
      current = false;
    };
  }, [isOpen, SearchDialog]);

  return SearchDialog ? <SearchDialog isOpen={isOpen} onClose={closeSearch} /> : null;
}

import { site } from '../../lib/shell-content';
import { memo, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from 'react-aria/useDialog';
import { useSearchField } from 'react-aria/useSearchField';
import { useSearchFieldState } from 'react-stately/useSearchFieldState';
import { search } from '../../content/search';
import { fill } from '../../lib/fill';
import { ContentLink } from '../ContentLink/ContentLink';
import { iconButton } from '../../styles/controls.css';
import { Icon } from '../Icon/Icon';
import { excerptParts } from './excerpt';
import { setRenderedDialog } from './search-state';
import { loadPagefind, type SearchHit } from './pagefind';
import { RESULTS_PER_PAGE } from './paging';
import { SearchResults, type Result } from './SearchResults';
import * as styles from './SearchDialog.css';

interface SearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

interface Found {
  query: string;
  /** Every page that matches, best first; only the shown ones' details are fetched. */
  hits: SearchHit[];
  results: Result[];
}

/** How long typing pauses before the dialog takes up what is typed and searches: once per word typed, not per key. */
const TYPING_PAUSE_MS = 150;

async function details(hits: SearchHit[]): Promise<Result[]> {
  const data = await Promise.all(hits.map((hit) => hit.data()));
  return data.map(({ url, meta, excerpt }) => ({ url, title: meta.title ?? url, type: meta.type, excerpt: excerptParts(excerpt) }));
}

/**
 * What `query` finds: the results, whether a search is under way, and whether the index could not load. A search
 * superseded by the next query is dropped. Only an answer sets state: a new query renders the dialog once, and its
 * effect starts the search without a second render.
 */
function useSearch(query: string, isOpen: boolean) {
  const [found, setFound] = useState<Found | null>(null);
  const [isUnavailable, setUnavailable] = useState(false);
  const latest = useRef(0);

  // The index starts loading as the dialog first opens, while the visitor types; not while it waits closed.
  useEffect(() => {
    if (isOpen) loadPagefind().catch(() => setUnavailable(true));
  }, [isOpen]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (query === '') return;
    loadPagefind()
      .then((pagefind) => pagefind.search(query))
      .then(async (response) => {
        if (ticket !== latest.current) return;
        const results = await details(response.results.slice(0, RESULTS_PER_PAGE));
        if (ticket !== latest.current) return;
        setFound({ query, hits: response.results, results });
        setUnavailable(false);
      })
      .catch(() => {
        if (ticket !== latest.current) return;
        setUnavailable(true);
      });
  }, [query]);

  /** Shows the next page of results; resolves with the index of the first one added. */
  const showMore = async (): Promise<number | undefined> => {
    if (!found) return undefined;
    const ticket = latest.current;
    const from = found.results.length;
    const more = await details(found.hits.slice(from, from + RESULTS_PER_PAGE));
    if (ticket !== latest.current) return undefined;
    setFound({ ...found, results: [...found.results, ...more] });
    return from;
  };

  // An empty field shows no results; otherwise the last ones stay while the search for what is typed now runs.
  const isSearching = query !== '' && !isUnavailable && found?.query !== query;
  return { found: query === '' ? null : found, isSearching, isUnavailable, showMore };
}

/** What the status line says: how to search, that it is searching, what was found, or that search is unavailable. */
function statusText(query: string, found: Found | null, isUnavailable: boolean): string {
  if (isUnavailable) return search.unavailable;
  if (query === '') return search.hint;
  if (!found || found.query !== query) return search.searching;
  const count = found.hits.length;
  if (count === 0) return fill(search.noResults, { query });
  return count === 1 ? fill(search.oneResult, { query }) : fill(search.results, { query, count });
}

/** What Tab can reach in the dialog: fields, links and buttons that are shown. */
const tabbable = (dialog: HTMLDialogElement) =>
  [...dialog.querySelectorAll<HTMLElement>('input, a[href], button')].filter((element) => element.checkVisibility());

interface SearchFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  statusId: string;
  /** What is typed, trimmed, once typing pauses (an emptied field at once). */
  onQuery: (query: string) => void;
  onClose: () => void;
}

/**
 * The search field (React Aria's useSearchField), a component of its own so that a key typed renders it alone: the
 * frame that shows the character carries no render of the dialog, its status line or its results. The dialog hears
 * what is typed once typing pauses.
 */
const SearchField = memo(function SearchField({ inputRef, statusId, onQuery, onClose }: SearchFieldProps) {
  const state = useSearchFieldState({});
  const { labelProps, inputProps } = useSearchField({ label: search.field, autoComplete: 'off', enterKeyHint: 'search' }, state, inputRef);
  const query = state.value.trim();
  useEffect(() => {
    if (query === '') return onQuery('');
    const pause = setTimeout(() => onQuery(query), TYPING_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [query, onQuery]);

  // Esc closes the dialog at once, typed words and all (they are there when it opens again): React Aria's search field
  // and the browser's own would spend it on clearing the field, and the browser's kept the dialog open.
  const { onKeyDown: onFieldKeyDown, ...fieldProps } = inputProps;
  return (
    <div className={styles.field}>
      <label {...labelProps} className={styles.label}>
        {search.field}
      </label>
      <div className={styles.inputBox}>
        <Icon name="search" size="md" className={styles.inputIcon} />
        <input
          ref={inputRef}
          {...fieldProps}
          aria-describedby={statusId}
          className={styles.input}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return onFieldKeyDown?.(event);
            event.preventDefault();
            onClose();
          }}
        />
      </div>
    </div>
  );
});

/**
 * The search dialog: React Aria's dialog (useDialog: its role and its name from the heading) and search field
 * (useSearchField) in the platform's modal dialog element, as the mobile menu is (docs/decisions/0004-widget-patterns.md):
 * `showModal` makes the page behind inert, Esc closes it and focus returns to the control that opened it. Tab stays
 * inside, a press beside it closes it. Each result is its page's title as a link, the type of a library entry, and
 * the excerpt with the matched words marked; a status line (a live region) says what was found.
 */
export function SearchDialog({ isOpen, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // "Entering" while closed, so React Aria moves focus into it only when it opens.
  const { dialogProps, titleProps } = useDialog({ isEntering: !isOpen }, dialogRef);
  const [query, setQuery] = useState('');
  // The last results stay in view while the next search runs (the list says it is busy), rather than blinking out at
  // every key.
  const { found, isSearching, isUnavailable, showMore } = useSearch(query, isOpen);

  // While rendered, a press opens the element itself (search-state.ts).
  useLayoutEffect(() => {
    const [dialog, field] = [dialogRef.current, inputRef.current];
    if (!dialog || !field) return;
    setRenderedDialog({ dialog, field });
    return () => setRenderedDialog(null);
  }, []);

  // Before paint, so the frame that shows the change shows the dialog open with the field focused, or closed.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const reachable = tabbable(event.currentTarget);
    const [first, last] = [reachable[0], reachable.at(-1)];
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
    if (!inside) onClose();
  };

  // After "Show more", focus goes to the first of the added results, where the reading goes on (the button may be
  // gone), once they are rendered.
  const [focusResult, setFocusResult] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (focusResult === undefined) return;
    listRef.current?.querySelectorAll<HTMLElement>('a[href]')[focusResult]?.focus();
    setFocusResult(undefined);
  }, [focusResult]);
  const onShowMore = async () => setFocusResult(await showMore());

  const statusId = `${titleProps.id}-status`;
  // The element's close event comes a task after it closed: by then a key may have opened it again, and that stands.
  const onDialogClose = () => {
    if (!dialogRef.current?.open) onClose();
  };

  return createPortal(
    <dialog ref={dialogRef} {...dialogProps} className={styles.dialog} onClose={onDialogClose} onKeyDown={onKeyDown} onClick={closeOnBackdrop}>
      <div className={styles.header}>
        <h2 {...titleProps} className={styles.heading}>
          {search.dialog}
        </h2>
        <button type="button" className={iconButton} aria-label={search.close} onClick={onClose}>
          <Icon name="close" size="lg" />
        </button>
      </div>
      <SearchField inputRef={inputRef} statusId={statusId} onQuery={setQuery} onClose={onClose} />
      <p id={statusId} role="status" className={styles.status}>
        {statusText(query, found, isUnavailable)}
      </p>
      <div className={styles.scroller} aria-busy={isSearching}>
        {found && found.results.length > 0 ? (
          <SearchResults results={found.results} listRef={listRef} onClose={onClose} />
        ) : null}
        {found && found.results.length < found.hits.length ? (
          <button type="button" className={styles.more} onClick={() => void onShowMore()}>
            {search.more}
          </button>
        ) : null}
      </div>
      <p className={styles.browse}>
        <ContentLink href={site.search.href}>{search.browse}</ContentLink>
      </p>
    </dialog>,
    document.body,
  );
}

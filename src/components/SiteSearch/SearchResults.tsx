import { memo, type MouseEvent, type RefObject } from 'react';
import type { ContentHref } from '../../content/types';
import { ContentLink } from '../ContentLink/ContentLink';
import type { ExcerptPart } from './excerpt';
import * as styles from './SearchDialog.css';

/** A result as the dialog shows it: its page's title (a link), its type for a library entry, the excerpt. */
export interface Result {
  url: string;
  title: string;
  type: string | undefined;
  excerpt: ExcerptPart[];
}

interface SearchResultsProps {
  results: readonly Result[];
  listRef: RefObject<HTMLUListElement | null>;
  onClose: () => void;
}

/**
 * The list of results, each its page's title as a link, the type of a library entry and the excerpt with the matched
 * words marked. Memoised: a new query (typing paused) renders the dialog, and the results stay as they are until the
 * search for it answers (each title is a router link, whose render builds its location). Whether they are the last
 * search's, with the next under way, the dialog says on the element around them (aria-busy).
 */
export const SearchResults = memo(function SearchResults({ results, listRef, onClose }: SearchResultsProps) {
  // Following a result closes the dialog before the next page shows (a link that opens elsewhere leaves it open).
  const closeOnFollow = (event: MouseEvent<HTMLUListElement>) => {
    const followed = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (followed && event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <ul ref={listRef} className={styles.results} onClick={closeOnFollow}>
      {results.map((result) => (
        <li key={result.url} className={styles.result}>
          <ContentLink href={result.url as ContentHref} className={styles.resultLink}>
            {result.title}
          </ContentLink>
          {result.type ? <span className={styles.resultType}>{result.type}</span> : null}
          <p className={styles.excerpt}>
            {result.excerpt.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
          </p>
        </li>
      ))}
    </ul>
  );
});

import type { ContentHref } from '../../content/types';
import { resourcePath } from '../../lib/resource-kinds';
import { plainList } from '../../styles/layout.css';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './ResultFigures.css';

/** One case study's headline result as the band shows it: src/lib/case-study-proof.ts takes it from the entry. */
export interface ResultFigureData {
  /** The case study's file name in content/resources/, which gives its page's address (made here, as CaseStudyProof does). */
  slug: string;
  /** The customer's name: the link's words. */
  customer: string;
  /** Its first result: the figure, and what it measures. */
  value: string;
  measures: string;
}

/**
 * A band of customers' results, side by side: each case study's headline figure large, what it measures, and the
 * customer's name linking to the whole story. Every word and number is the case study's own.
 */
export function ResultFigures({ results }: { results: readonly ResultFigureData[] }) {
  return (
    <ul className={`${plainList} ${styles.band}`}>
      {results.map((result) => (
        <li key={result.slug}>
          <p>
            <strong>{result.value}</strong> {result.measures}
          </p>
          <ContentLink href={resourcePath({ type: 'case-study', slug: result.slug }) as ContentHref}>{result.customer}</ContentLink>
        </li>
      ))}
    </ul>
  );
}

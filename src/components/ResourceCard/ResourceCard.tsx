import type { ContentHref, LibraryContent } from '../../content/types';
import type { resources } from '../../content/resources';
import { formatDate } from '../../lib/dates';
import { fill } from '../../lib/fill';
import { products } from '../../lib/products';
import { resourcePath, type ResourceType } from '../../lib/resource-kinds';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './ResourceCard.css';

export type ResourceSummary = (typeof resources)[number];

/** Words a minute of the reading time: a steady reader's pace for technical prose. */
const WORDS_A_MINUTE = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_A_MINUTE));
}

/** The names of the products an entry concerns, in the products' own order. */
export function productNames(slugs: readonly string[]): string[] {
  return products.filter((product) => slugs.includes(product.slug)).map((product) => product.name);
}

/**
 * One entry of the library in a listing: its type, its title (the link to it), its summary, then its date, the
 * products it concerns and, for an article, its reading time.
 */
export function ResourceCard({ entry, library, headingLevel }: { entry: ResourceSummary; library: LibraryContent; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const type = entry.type as ResourceType;
  return (
    <article className={styles.card}>
      <p className={styles.type}>{library.kinds[type].singular}</p>
      <Heading className={styles.title}>
        <ContentLink href={resourcePath({ type, slug: entry.slug }) as ContentHref} className={styles.link}>
          {entry.title}
        </ContentLink>
      </Heading>
      <p className={styles.summary}>{entry.summary}</p>
      <p className={styles.meta}>
        <time dateTime={entry.published}>{formatDate(entry.published)}</time>
        <span>{productNames(entry.products).join(', ')}</span>
        {type === 'article' ? <span>{fill(library.readingTime, { minutes: readingMinutes(entry.words) })}</span> : null}
      </p>
    </article>
  );
}

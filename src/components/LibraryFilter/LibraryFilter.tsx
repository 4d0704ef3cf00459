import type { ContentHref, LibraryContent } from '../../content/types';
import { resourceKinds, resourceTypes, type ResourceType } from '../../lib/resource-kinds';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './LibraryFilter.css';

/**
 * The library's type filter: plain links to the listing of each type, so a filtered view has an address of its own,
 * can be shared, and works without JavaScript. The listing on screen is marked as the current page.
 */
export function LibraryFilter({ library, counts }: { library: LibraryContent; counts: Record<ResourceType | 'all', number> }) {
  const choices: Array<{ href: string; label: string; count: number }> = [
    { href: '/research-and-resources', label: library.filters.all, count: counts.all },
    ...resourceTypes.map((type) => ({ href: `/research-and-resources/${resourceKinds[type]}`, label: library.kinds[type].plural, count: counts[type] })),
  ];
  return (
    <nav className={styles.filter} aria-label={library.filters.label}>
      <p className={styles.heading}>{library.filters.type}</p>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.href}>
            <ContentLink href={choice.href as ContentHref} className={styles.choice}>
              {choice.label} <span className={styles.count}>{choice.count}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

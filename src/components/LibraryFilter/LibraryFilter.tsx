import type { ContentHref, LibraryContent } from '../../content/types';
import { products } from '../../lib/products';
import { resourceKinds, resourceTypes } from '../../lib/resource-kinds';
import { ContentLink } from '../ContentLink/ContentLink';
import type { ResourceSummary } from '../ResourceCard/ResourceCard';
import * as styles from './LibraryFilter.css';

interface Choice {
  href: string;
  label: string;
  count: number;
}

function ChoiceRow({ heading, choices }: { heading: string; choices: Choice[] }) {
  return (
    <div className={styles.row}>
      <p className={styles.heading}>{heading}</p>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.href}>
            <ContentLink href={choice.href as ContentHref} className={styles.choice}>
              {choice.label} <span className={styles.count}>{choice.count}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The library's filters, by type and by product: plain links to the listing of each, so a filtered view has an
 * address of its own, can be shared, and works without JavaScript. The listing on screen is marked as the current
 * page; each choice says how many entries it holds.
 */
export function LibraryFilter({ library, entries }: { library: LibraryContent; entries: readonly ResourceSummary[] }) {
  const all = { href: '/research-and-resources', label: library.filters.all, count: entries.length };
  const byType = resourceTypes.map((type) => ({
    href: `/research-and-resources/${resourceKinds[type]}`,
    label: library.kinds[type].plural,
    count: entries.filter((entry) => entry.type === type).length,
  }));
  const byProduct = products.map((product) => ({
    href: `/research-and-resources/for/${product.slug}`,
    label: product.name,
    count: entries.filter((entry) => entry.products.includes(product.slug)).length,
  }));
  return (
    <nav className={styles.filter} aria-label={library.filters.label}>
      <ChoiceRow heading={library.filters.type} choices={[all, ...byType]} />
      <ChoiceRow heading={library.filters.product} choices={[all, ...byProduct]} />
    </nav>
  );
}

import { CtaBand } from '../components/CtaBand/CtaBand';
import { LibraryFilter } from '../components/LibraryFilter/LibraryFilter';
import { PageHero } from '../components/PageHero/PageHero';
import { PageSection } from '../components/PageSection/PageSection';
import { ResourceCard, type ResourceSummary } from '../components/ResourceCard/ResourceCard';
import type { LibraryContent, Page } from '../content/types';
import { newestFirst } from '../lib/dates';
import type { ResourceType } from '../lib/resource-kinds';
import * as styles from './ResourceBodies.css';

interface ResourceListBodyProps {
  page: Page;
  library: LibraryContent;
  entries: ResourceSummary[];
  /** The type this listing shows; undefined for all types. */
  type?: ResourceType;
  /** The product whose entries this listing shows; undefined for all products. */
  product?: string;
}

/** The research library, or one type of it: the filter, then its entries newest first, then the closing band. */
export function ResourceListBody({ page, library, entries, type, product }: ResourceListBodyProps) {
  const shown = entries
    .filter((entry) => (type === undefined || entry.type === type) && (product === undefined || entry.products.includes(product)))
    .sort(newestFirst);
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <PageSection id="entries">
        <div className={styles.listing}>
          <LibraryFilter library={library} entries={entries} />
          {shown.length > 0 ? (
            <ul
              className={styles.listingCards}
              data-feature-tablet={shown.length % 2 === 1 && shown.length > 1 ? '' : undefined}
              data-feature-wide={shown.length % 3 === 1 && shown.length > 1 ? '' : undefined}
            >
              {shown.map((entry) => (
                <li key={entry.slug}>
                  <ResourceCard entry={entry} library={library} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{library.filters.empty}</p>
          )}
        </div>
      </PageSection>
      <CtaBand {...library.cta} />
    </>
  );
}

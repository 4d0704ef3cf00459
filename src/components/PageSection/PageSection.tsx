import type { ReactNode } from 'react';
import * as styles from './PageSection.css';

interface PageSectionProps {
  /** Unique on the page: the section's heading gets `${id}-heading`. */
  id: string;
  /** Left out where the section's cards carry the headings (h2) themselves: a features page's features. */
  heading?: string;
  intro?: string;
  /** The tinted background, to set a section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A band of a page below its hero: an h2 on the page grid, an optional introduction and the section's content. */
export function PageSection({ id, heading, intro, tinted = false, children }: PageSectionProps) {
  return (
    <section id={id} className={styles.section({ tinted })} aria-labelledby={heading ? `${id}-heading` : undefined}>
      <div className={styles.inner}>
        {heading ? (
          <div className={styles.header}>
            <h2 id={`${id}-heading`} className={styles.heading}>
              {heading}
            </h2>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

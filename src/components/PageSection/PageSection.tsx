import type { ReactNode } from 'react';
import * as styles from './PageSection.css';

interface PageSectionProps {
  /** Unique on the page: the section's heading gets `${id}-heading`. */
  id: string;
  heading: string;
  intro?: string;
  /** The tinted background, to set a section apart from its neighbours. */
  alt?: boolean;
  children: ReactNode;
}

/** A band of a page under its header: an h2, an optional introduction and the section's content. */
export function PageSection({ id, heading, intro, alt = false, children }: PageSectionProps) {
  return (
    <section id={id} className={alt ? styles.sectionAlt : styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

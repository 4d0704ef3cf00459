import type { ReactNode } from 'react';
import * as styles from './Section.css';

interface SectionProps {
  id: string;
  heading: string;
  intro?: string;
  /** The tinted background, to set a section apart from its neighbours. */
  alt?: boolean;
  children: ReactNode;
}

/** A page section: an h2, an optional introduction and its content, labelled by its heading. */
export function Section({ id, heading, intro, alt = false, children }: SectionProps) {
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

import { type ReactNode, useId } from 'react';
import { renderLate as renderLateAttribute } from '../../styles/render-late.css';
import * as styles from './PageSection.css';

interface PageSectionProps {
  /** Unique on the page: the section's address (a link to `#id` lands on it). */
  id: string;
  /** Left out where the section's cards carry the headings (h2) themselves: a features page's features. */
  heading?: string;
  /** The heading's id, for a part of the section that another element names by it (a logo row's group). */
  headingId?: string;
  intro?: string;
  /** The tinted background, to set a section apart from its neighbours. */
  tinted?: boolean;
  /** Below the first screen: the content renders as it nears the viewport (styles/render-late.css.ts). */
  renderLate?: boolean;
  children: ReactNode;
}

/** A band of a page below its hero: an h2 on the page grid, an optional introduction and the section's content. */
export function PageSection({ id, heading, headingId, intro, tinted = false, renderLate = false, children }: PageSectionProps) {
  const ownHeadingId = useId();
  const labelId = headingId ?? ownHeadingId;
  return (
    <section id={id} className={styles.section({ tinted })} aria-labelledby={heading ? labelId : undefined}>
      <div className={styles.inner} {...(renderLate ? renderLateAttribute : {})}>
        {heading ? (
          <div className={styles.header}>
            <h2 id={labelId} className={styles.heading}>
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

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
  /**
   * How the section uses the page's width. `stacked`: the heading above content that spans the grid (card grids,
   * carousels). `split`: on a wide screen the heading and introduction in a column beside the content, for content
   * narrower than the grid (a timeline, prose). `centred`: heading and content centred as a whole (a logo row, a
   * list of questions, a short call-out).
   */
  layout?: 'stacked' | 'split' | 'centred';
  /** Below the first screen: the content renders as it nears the viewport (styles/render-late.css.ts). */
  renderLate?: boolean;
  children: ReactNode;
}

/** A band of a page below its hero: an h2 on the page grid, an optional introduction and the section's content. */
export function PageSection({ id, heading, headingId, intro, tinted = false, layout = 'stacked', renderLate = false, children }: PageSectionProps) {
  const ownHeadingId = useId();
  const labelId = headingId ?? ownHeadingId;
  return (
    <section id={id} className={styles.section({ tinted })} aria-labelledby={heading ? labelId : undefined}>
      <div className={styles.inner({ layout })} {...(renderLate ? renderLateAttribute : {})}>
        {heading ? (
          <div className={styles.header({ layout })}>
            <h2 id={labelId} className={styles.heading}>
              {heading}
            </h2>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
        ) : null}
        <div className={styles.content({ layout })}>{children}</div>
      </div>
    </section>
  );
}

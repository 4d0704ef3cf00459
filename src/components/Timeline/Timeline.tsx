import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../lib/fill';
import { isDated, type Milestone } from '../../lib/milestones';
import { button } from '../../styles/controls.css';
import { visuallyHidden } from '../../styles/layout.css';
import * as styles from './Timeline.css';

interface TimelineProps {
  milestones: readonly Milestone[];
  /** The level of each milestone's title: h2 when the timeline is the page, h3 inside a section. */
  headingLevel: 2 | 3;
  /** Show the first `initiallyShown` and a button for the rest. */
  more?: {
    initiallyShown: number;
    label: string;
    /** What screen readers hear once the rest are shown; {count} becomes their number. */
    shownMessage: string;
  };
}

/**
 * The company's history, oldest first, as one line with a dot per milestone; what is still ahead has a dashed line
 * and a hollow dot. The company overview shows a few and a button for the rest, the milestones page all of them. The
 * HTML holds every milestone, so without JavaScript all of them read; with it, the later ones stay hidden (by CSS, even before hydration) until the button shows them, then the button goes, focus
 * moves to the first newly shown milestone and a status message says how many appeared.
 */
export function Timeline({ milestones, headingLevel, more }: TimelineProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const [expanded, setExpanded] = useState(false);
  const [message, setMessage] = useState('');
  const firstNew = useRef<HTMLLIElement>(null);
  const listId = useId();
  const shown = more ? more.initiallyShown : milestones.length;
  const later = milestones.length - shown;

  useEffect(() => {
    if (expanded) firstNew.current?.focus();
  }, [expanded]);

  return (
    <div className={styles.timeline}>
      <ol id={listId} className={styles.list} data-expanded={expanded ? '' : undefined}>
        {milestones.map((milestone, index) => (
          <li
            key={milestone.id}
            ref={index === shown ? firstNew : undefined}
            tabIndex={index === shown ? -1 : undefined}
            className={styles.item}
            data-later={index >= shown ? '' : undefined}
            data-future={isDated(milestone) ? undefined : ''}
          >
            <Title className={styles.title}>
              <span className={styles.year}>{milestone.year}</span> {milestone.title}
            </Title>
            <p className={styles.description}>{milestone.description}</p>
          </li>
        ))}
      </ol>
      {more && later > 0 && !expanded ? (
        <button
          type="button"
          className={`${button({ tone: 'secondary' })} ${styles.more}`}
          aria-controls={listId}
          onClick={() => {
            setExpanded(true);
            setMessage(fill(more.shownMessage, { count: later }));
          }}
        >
          {more.label}
        </button>
      ) : null}
      {more ? (
        <p role="status" className={visuallyHidden}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

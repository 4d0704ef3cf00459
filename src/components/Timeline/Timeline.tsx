import { useEffect, useId, useRef, useState } from 'react';
import type { MilestonesContent } from '../../content/types';
import { visuallyHidden } from '../../styles/layout.css';
import * as styles from './Timeline.css';

interface TimelineProps {
  milestones: MilestonesContent['milestones'];
  /** How many show before the button is pressed. */
  initiallyShown: number;
  loadMoreLabel: string;
  /** What screen readers hear once the rest are shown; {count} becomes their number. */
  shownMessage: string;
  /** The level of each milestone's title. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * The history, oldest first. The HTML holds every milestone, so without JavaScript all of them read; with it, the
 * later ones stay hidden (by CSS, even before hydration) until the button shows them, then the button goes, focus
 * moves to the first newly shown milestone and a status message says how many appeared.
 */
export function Timeline({ milestones, initiallyShown, loadMoreLabel, shownMessage, headingLevel: Title = 'h3' }: TimelineProps) {
  const [expanded, setExpanded] = useState(false);
  const [message, setMessage] = useState('');
  const firstNew = useRef<HTMLLIElement>(null);
  const listId = useId();
  const later = milestones.length - initiallyShown;

  useEffect(() => {
    if (expanded) firstNew.current?.focus();
  }, [expanded]);

  return (
    <div className={styles.timeline}>
      <ol id={listId} className={styles.list} data-expanded={expanded}>
        {milestones.map((milestone, index) => (
          <li
            key={milestone.id}
            ref={index === initiallyShown ? firstNew : undefined}
            tabIndex={index === initiallyShown ? -1 : undefined}
            className={styles.item}
            data-later={index >= initiallyShown ? '' : undefined}
          >
            <p className={styles.year}>{milestone.year}</p>
            <Title className={styles.title}>{milestone.title}</Title>
            <p>{milestone.description}</p>
          </li>
        ))}
      </ol>
      {later > 0 && !expanded ? (
        // A plain button: react-aria's would add 13 kB of script to the pages that show the timeline.
        <button
          type="button"
          className={styles.button}
          aria-controls={listId}
          onClick={() => {
            setExpanded(true);
            setMessage(shownMessage.replace('{count}', String(later)));
          }}
        >
          {loadMoreLabel}
        </button>
      ) : null}
      <p role="status" className={visuallyHidden}>
        {message}
      </p>
    </div>
  );
}

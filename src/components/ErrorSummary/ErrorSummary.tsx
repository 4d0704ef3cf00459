import type { MouseEvent, Ref } from 'react';
import { forms } from '../../content/forms';
import { formHooks } from '../../lib/form-markup';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** The id of the control the link leads to. */
  controlId: string;
  message: string;
}

interface ErrorSummaryProps {
  /** The problems the last submit found, in field order; the summary is hidden while there are none. */
  items: ErrorSummaryItem[];
  /** The box, which takes focus when the summary appears. */
  ref?: Ref<HTMLDivElement>;
  /** A link's click; it may take over the browser's jump to the field. */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * GOV.UK's error summary: a box above the form with a heading and one link per problem, to its field. The box takes
 * focus; the alert inside it is announced. It is always in the HTML, hidden while there is no problem, because the
 * form service shows it on the page it sends back to a form posted without JavaScript (lib/form-markup.ts); its links
 * are styled from the list, so the service's links look like these.
 */
export function ErrorSummary({ items, ref, onLinkClick }: ErrorSummaryProps) {
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} hidden={items.length === 0} {...{ [formHooks.summary]: '' }}>
      <div role="alert" className={styles.body}>
        <h2 className={styles.heading} {...{ [formHooks.summaryHeading]: '' }}>
          {forms.errorSummary.heading}
        </h2>
        <ul className={styles.list} {...{ [formHooks.summaryList]: '' }}>
          {items.map(({ controlId, message }) => (
            <li key={controlId}>
              <a href={`#${controlId}`} onClick={onLinkClick}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

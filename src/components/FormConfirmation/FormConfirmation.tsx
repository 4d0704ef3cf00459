import type { ReactNode, Ref } from 'react';
import { forms } from '../../content/forms';
import type { FormsForm } from '../../content/types';
import { formHooks } from '../../lib/form-markup';
import { mailboxAddress } from '../../lib/form-rules';
import { EmailText } from '../EmailText/EmailText';
import * as styles from './FormConfirmation.css';

interface FormConfirmationProps {
  /** The kept message's reference; undefined when there is none to show (the line stays in the HTML, hidden). */
  reference: string | undefined;
  /** The form that was sent: what happens next is its own (`next`), naming its mailbox. */
  form: FormsForm;
  /**
   * 1 on the confirmation page, whose h1 is the panel's heading; 2 in place of the form, where it is announced and
   * takes focus (the page keeps its own h1).
   */
  level: 1 | 2;
  ref?: Ref<HTMLDivElement>;
  /** What the visitor can do next: a link back to the form, or a button that shows it again. */
  children: ReactNode;
}

/**
 * The one confirmation of the three forms, after GOV.UK's confirmation page: a panel with the heading and the
 * message's reference, then what happens next, in the sent form's own words (each team answers differently). The
 * same component is shown in place of the form after a send with JavaScript and as the form's confirmation page after
 * a send without it; on that page the form service writes the reference into the hidden line (lib/form-markup.ts),
 * and the hydrated page renders it from the address.
 */
export function FormConfirmation({ reference, form, level, ref, children }: FormConfirmationProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const Subheading = level === 1 ? 'h2' : 'h3';
  const sent = forms.status.sent;
  return (
    <div ref={ref} className={styles.confirmation} {...(level === 2 ? { role: 'status', tabIndex: -1 } : {})}>
      <div className={styles.panel}>
        <Heading className={styles.panelHeading}>{sent.heading}</Heading>
        <p className={styles.panelBody} hidden={!reference} {...{ [formHooks.referenceLine]: '' }}>
          {sent.reference}
          <br />
          <strong className={styles.reference} {...{ [formHooks.reference]: '' }}>
            {reference ?? ''}
          </strong>
        </p>
      </div>
      <Subheading className={styles.nextHeading}>{sent.nextHeading}</Subheading>
      <p>
        <EmailText template={form.next} address={mailboxAddress(form)} />
      </p>
      <div>{children}</div>
    </div>
  );
}

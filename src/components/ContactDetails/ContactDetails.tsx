import { useId } from 'react';
import { site } from '../../lib/shell-content';
import { forms } from '../../content/forms';
import type { FormsForm } from '../../content/types';
import * as styles from './ContactDetails.css';

interface ContactDetailsProps {
  /** The heading and sentence of the form it stands beside (its `details` in forms.yaml). */
  details: FormsForm['details'];
  /** The form's own mailbox. */
  email: string;
}

/**
 * Beside a form: the other ways to reach the team the form writes to, its e-mail address and the phone number.
 * The address and the social links are in the footer of every page, and are not repeated here.
 */
export function ContactDetails({ details, email }: ContactDetailsProps) {
  const headingId = useId();
  const labels = forms.contactDetails;
  return (
    <aside className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {details.heading}
      </h2>
      <p>{details.text}</p>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>{labels.emailLabel}</dt>
          <dd className={styles.value}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{labels.phoneLabel}</dt>
          <dd className={styles.value}>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

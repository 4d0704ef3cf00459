import { useId } from 'react';
import { site } from '../../lib/shell-content';
import { forms } from '../../content/forms';
import * as styles from './ContactDetails.css';

interface ContactDetailsProps {
  /** Which form it stands beside: its heading and sentence come from forms.yaml's `contactDetails`. */
  form: 'contactSales' | 'generalInquiry' | 'contactSupport';
  /** The form's own mailbox. */
  email: string;
}

/**
 * Beside a form: the other ways to reach the team the form writes to, its e-mail address and the phone number.
 * The address and the social links are in the footer of every page, and are not repeated here.
 */
export function ContactDetails({ form, email }: ContactDetailsProps) {
  const headingId = useId();
  const details = forms.contactDetails;
  const { heading, text } = details[form];
  return (
    <aside className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p>{text}</p>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt className={styles.term}>{details.emailLabel}</dt>
          <dd className={styles.value}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt className={styles.term}>{details.phoneLabel}</dt>
          <dd className={styles.value}>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

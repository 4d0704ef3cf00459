import { forms } from '../../content/forms';
import { site } from '../../content/site';
import * as styles from './SupportContact.css';

/** Beside the support form: when support answers, its e-mail address and the phone number. */
export function SupportContact() {
  const { supportContact } = forms;
  return (
    <aside className={styles.block} aria-labelledby="support-contact-heading">
      <h2 id="support-contact-heading" className={styles.heading}>
        {supportContact.heading}
      </h2>
      <p>{supportContact.hours}</p>
      <dl className={styles.contacts}>
        <div>
          <dt className={styles.contactTerm}>{supportContact.emailLabel}</dt>
          <dd className={styles.contactValue}>
            <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>
          </dd>
        </div>
        <div>
          <dt className={styles.contactTerm}>{supportContact.phoneLabel}</dt>
          <dd className={styles.contactValue}>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

import { forms } from '../../content/forms';
import { site } from '../../content/site';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './OfficesBlock.css';

/** The offices beside the sales and inquiry forms: addresses, phone, the form's e-mail and the social links. */
export function OfficesBlock({ email }: { email: string }) {
  const { offices } = forms;
  const social = offices.social.flatMap((id) => site.social.filter((link) => link.id === id));
  return (
    <aside className={styles.block} aria-labelledby="offices-heading">
      <h2 id="offices-heading" className={styles.heading}>
        {offices.heading}
      </h2>
      {site.offices.map((office) => (
        <div key={office.id} className={styles.office}>
          <h3 className={styles.officeName}>{office.name}</h3>
          <address className={styles.address}>
            {office.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </div>
      ))}
      <dl className={styles.contacts}>
        <div>
          <dt className={styles.contactTerm}>{offices.phoneLabel}</dt>
          <dd className={styles.contactValue}>
            <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
          </dd>
        </div>
        <div>
          <dt className={styles.contactTerm}>{offices.emailLabel}</dt>
          <dd className={styles.contactValue}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      </dl>
      <h3 className={styles.officeName}>{offices.socialHeading}</h3>
      <ul className={styles.social}>
        {social.map((link) => (
          <li key={link.id}>
            <ContentLink href={link.href} newTab>
              {link.label}
            </ContentLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}

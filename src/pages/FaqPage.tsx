import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { FaqList } from '../components/FaqList/FaqList';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { faq } from '../content/faq';
import { usePage } from '../lib/pages';
import * as styles from './ContactPage.css';

export function FaqPage() {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className={styles.section}>
        <div className={styles.narrow}>
          <FaqList />
          <section className={styles.contactBox} aria-labelledby="faq-contact-heading">
            <h2 id="faq-contact-heading" className={styles.contactHeading}>
              {faq.contact.heading}
            </h2>
            <p>{faq.contact.text}</p>
            <ButtonLink href={faq.contact.link.href}>{faq.contact.link.label}</ButtonLink>
          </section>
        </div>
      </div>
    </>
  );
}

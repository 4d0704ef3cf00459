import { ContactForm } from '../components/ContactForm/ContactForm';
import { OfficeMap } from '../components/OfficeMap/OfficeMap';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { SupportContact } from '../components/SupportContact/SupportContact';
import { forms } from '../content/forms';
import { usePage } from '../lib/pages';
import * as styles from './ContactPage.css';

export function ContactSupportPage() {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className={styles.section}>
        <div className={styles.stack}>
          <div className={styles.columns}>
            <ContactForm form={forms.forms.contactSupport} />
            <SupportContact />
          </div>
          <OfficeMap />
        </div>
      </div>
    </>
  );
}

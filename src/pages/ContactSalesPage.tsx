import { ContactForm } from '../components/ContactForm/ContactForm';
import { OfficesBlock } from '../components/OfficesBlock/OfficesBlock';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { forms } from '../content/forms';
import { mailboxAddress } from '../lib/forms';
import { usePage } from '../lib/pages';
import * as styles from './ContactPage.css';

export function ContactSalesPage() {
  const page = usePage();
  const form = forms.forms.contactSales;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className={styles.section}>
        <div className={styles.layout}>
          <ContactForm form={form} />
          <OfficesBlock email={mailboxAddress(form)} />
        </div>
      </div>
    </>
  );
}

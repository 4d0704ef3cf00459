import { ContactForm } from '../components/ContactForm/ContactForm';
import { OfficesBlock } from '../components/OfficesBlock/OfficesBlock';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { forms } from '../content/forms';
import { mailboxAddress } from '../lib/forms';
import { usePage } from '../lib/pages';
import * as styles from './ContactPage.css';

/** The general inquiry form; `subject` (from ?subject=) preselects that subject when it is one of the options. */
export function GeneralInquiryPage({ subject }: { subject?: string }) {
  const page = usePage();
  const form = forms.forms.generalInquiry;
  const subjectField = form.fields.find((field) => field.name === 'subject');
  const known = subjectField?.kind === 'select' && subjectField.options.some((option) => option.value === subject);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div className={styles.section}>
        <div className={styles.layout}>
          <ContactForm form={form} preset={known && subject ? { subject } : undefined} />
          <OfficesBlock email={mailboxAddress(form)} />
        </div>
      </div>
    </>
  );
}

import { ContactDetails } from '../components/ContactDetails/ContactDetails';
import { ContentLink } from '../components/ContentLink/ContentLink';
import { FormConfirmation } from '../components/FormConfirmation/FormConfirmation';
import { forms } from '../content/forms';
import type { SitePath } from '../content/types';
import { formPagePath } from '../lib/form-markup';
import { contactForm, mailboxAddress, type FormId } from '../lib/form-rules';
import { button } from '../styles/controls.css';
import * as styles from './ContactFormBody.css';

/**
 * A form's confirmation page, laid out as its form page: the confirmation where the form was, the other ways to
 * reach the same team beside it.
 */
export function FormSentBody({ form, reference }: { form: FormId; reference: string | undefined }) {
  const content = contactForm(form);
  const address = mailboxAddress(content);
  return (
    <div className={styles.body}>
      <div className={styles.columns}>
        <FormConfirmation level={1} reference={reference} form={content}>
          {/* A page of content/pages.yaml: the route's loader found it there. */}
          <ContentLink href={formPagePath(content) as SitePath} className={button({ tone: 'secondary' })}>
            {forms.status.sent.again}
          </ContentLink>
        </FormConfirmation>
        <ContactDetails details={content.details} email={address} />
      </div>
    </div>
  );
}

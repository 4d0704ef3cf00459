import type { ReactNode } from 'react';
import { ContactDetails } from '../components/ContactDetails/ContactDetails';
import { ContactForm } from '../components/ContactForm/ContactForm';
import { PageHero } from '../components/PageHero/PageHero';
// forms.yaml is imported (through form-rules), not loader data: the forms' rules and messages run in the browser and in the form service
// from one module (lib/form-rules.ts), so its words are in the form pages' chunk anyway; as loader data they would
// travel twice, in the chunk and in the HTML. ContactForm, FormField, ContactDetails and OfficeMap read it the same way.
import { contactForm, mailboxAddress, type FormId, type FormValues } from '../lib/form-rules';
import type { Page } from '../content/types';
import { renderLate } from '../styles/render-late.css';
import * as styles from './ContactFormBody.css';

interface ContactFormPageProps {
  page: Page;
  form: FormId;
  /** Values the address chose, e.g. the subject from ?subject=. */
  preset?: FormValues;
  /** What follows the form on the page (the support page's map). */
  children?: ReactNode;
}

/**
 * The three contact pages, laid out as a question page: the heading and introduction on the page grid, the form
 * right under them, and beside it the other ways to reach the same team.
 */
export function ContactFormBody({ page, form, preset, children }: ContactFormPageProps) {
  const content = contactForm(form);
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} plain />
      <div className={styles.body}>
        <div className={styles.columns} {...renderLate}>
          <ContactForm form={content} preset={preset} />
          <ContactDetails details={content.details} email={mailboxAddress(content)} />
        </div>
        {children}
      </div>
    </>
  );
}

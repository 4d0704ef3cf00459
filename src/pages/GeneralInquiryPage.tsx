import type { Page } from '../content/types';
import { contactForm } from '../lib/form-rules';
import { ContactFormPage } from './ContactFormPage';

/** The general inquiry form; `subject` (from ?subject=) preselects that subject when it is one of the options. */
export function GeneralInquiryPage({ page, subject }: { page: Page; subject?: string }) {
  const subjectField = contactForm('general-inquiry').fields.find((field) => field.name === 'subject');
  const known = subjectField?.kind === 'select' && subjectField.options.some((option) => option.value === subject);
  return <ContactFormPage page={page} form="general-inquiry" preset={known && subject ? { subject } : undefined} />;
}

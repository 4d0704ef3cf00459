import type { Page } from '../content/types';
import { contactForm } from '../lib/form-rules';
import { ContactFormBody } from './ContactFormBody';

/** The general inquiry form; `subject` (from ?subject=) preselects that subject when it is one of the options. */
export function GeneralInquiryBody({ page, subject }: { page: Page; subject?: string }) {
  const subjectField = contactForm('general-inquiry').fields.find((field) => field.name === 'subject');
  const known = subjectField?.kind === 'select' && subjectField.options.some((option) => option.value === subject);
  return <ContactFormBody page={page} form="general-inquiry" preset={known && subject ? { subject } : undefined} />;
}

import type { Page } from '../content/types';
import { ContactFormPage } from './ContactFormPage';

export function ContactSalesPage({ page }: { page: Page }) {
  return <ContactFormPage page={page} form="contact-sales" />;
}

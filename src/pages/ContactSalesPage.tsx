import type { Page } from '../lib/pages';
import { ContactFormPage } from './ContactFormPage';

export function ContactSalesPage({ page }: { page: Page }) {
  return <ContactFormPage page={page} form="contactSales" />;
}

import { ContactFormPage } from './ContactFormPage';

export function ContactSalesPage() {
  return <ContactFormPage form="contactSales" />;
}

import type { Page } from '../content/types';
import { ContactFormBody } from './ContactFormBody';

export function ContactSalesBody({ page }: { page: Page }) {
  return <ContactFormBody page={page} form="contact-sales" />;
}

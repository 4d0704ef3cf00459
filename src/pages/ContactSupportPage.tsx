import { OfficeMap } from '../components/OfficeMap/OfficeMap';
import type { Page } from '../content/types';
import { ContactFormPage } from './ContactFormPage';

export function ContactSupportPage({ page }: { page: Page }) {
  return (
    <ContactFormPage page={page} form="contact-support">
      <OfficeMap />
    </ContactFormPage>
  );
}

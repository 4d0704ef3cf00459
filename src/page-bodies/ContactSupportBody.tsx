import { OfficeMap } from '../components/OfficeMap/OfficeMap';
import type { Page } from '../content/types';
import { ContactFormBody } from './ContactFormBody';

export function ContactSupportBody({ page }: { page: Page }) {
  return (
    <ContactFormBody page={page} form="contact-support">
      <OfficeMap />
    </ContactFormBody>
  );
}

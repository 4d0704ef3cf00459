import { OfficeMap } from '../components/OfficeMap/OfficeMap';
import { ContactFormPage } from './ContactFormPage';

export function ContactSupportPage() {
  return (
    <ContactFormPage form="contactSupport">
      <OfficeMap />
    </ContactFormPage>
  );
}

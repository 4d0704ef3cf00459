import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { ContactSupportPage } from '../../pages/ContactSupportPage';

export const Route = createFileRoute('/contact-us-and-support/contact-support')({
  head: () => pageHead('/contact-us-and-support/contact-support'),
  component: ContactSupportPage,
});

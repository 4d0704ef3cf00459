import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { ContactSalesPage } from '../../pages/ContactSalesPage';

export const Route = createFileRoute('/contact-us-and-support/contact-sales')({
  head: () => pageHead('/contact-us-and-support/contact-sales'),
  component: ContactSalesPage,
});

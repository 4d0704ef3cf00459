import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { ContactSalesPage } from '../../pages/ContactSalesPage';

export const Route = createFileRoute('/contact-us-and-support/contact-sales')({
  ...pageRoute('/contact-us-and-support/contact-sales'),
  component: function ContactSalesRoute() {
    return <ContactSalesPage {...Route.useLoaderData()} />;
  },
});

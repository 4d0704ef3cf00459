import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/page-route';
import { ContactSalesBody } from '../../page-bodies/ContactSalesBody';

export const Route = createFileRoute('/contact-us-and-support/contact-sales')({
  ...pageRoute('/contact-us-and-support/contact-sales'),
  component: function ContactSalesRoute() {
    return <ContactSalesBody {...Route.useLoaderData()} />;
  },
});

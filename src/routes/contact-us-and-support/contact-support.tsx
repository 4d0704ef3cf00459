import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/page-route';
import { ContactSupportBody } from '../../page-bodies/ContactSupportBody';

export const Route = createFileRoute('/contact-us-and-support/contact-support')({
  ...pageRoute('/contact-us-and-support/contact-support'),
  component: function ContactSupportRoute() {
    return <ContactSupportBody {...Route.useLoaderData()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { ContactSupportPage } from '../../pages/ContactSupportPage';

export const Route = createFileRoute('/contact-us-and-support/contact-support')({
  ...pageRoute('/contact-us-and-support/contact-support'),
  component: function ContactSupportRoute() {
    return <ContactSupportPage {...Route.useLoaderData()} />;
  },
});

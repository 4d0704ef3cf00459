import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { FaqBody } from '../../page-bodies/FaqBody';

export const Route = createFileRoute('/contact-us-and-support/faqs')({
  ...pageRoute('/contact-us-and-support/faqs', () => importContent(import('../../content/faq'))),
  component: function FaqRoute() {
    return <FaqBody {...Route.useLoaderData()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { FaqPage } from '../../pages/FaqPage';

export const Route = createFileRoute('/contact-us-and-support/faqs')({
  ...pageRoute('/contact-us-and-support/faqs', () => importContent(import('../../content/faq'))),
  component: function FaqRoute() {
    return <FaqPage {...Route.useLoaderData()} />;
  },
});

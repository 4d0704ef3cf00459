import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { FaqPage } from '../../pages/FaqPage';

export const Route = createFileRoute('/contact-us-and-support/faqs')({
  ...pageRoute('/contact-us-and-support/faqs', async () => ({ faq: (await import('../../content/faq')).faq })),
  component: function FaqRoute() {
    return <FaqPage {...Route.useLoaderData()} />;
  },
});

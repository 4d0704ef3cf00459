import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { PricingPage } from '../../pages/PricingPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRoute('/product-and-solutions/pricing', () =>
    importContent(import('../../content/pricing'), import('../../content/partners')),
  ),
  component: function PricingRoute() {
    return <PricingPage {...Route.useLoaderData()} />;
  },
});

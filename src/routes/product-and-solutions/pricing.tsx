import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { PricingBody } from '../../page-bodies/PricingBody';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRoute('/product-and-solutions/pricing', () =>
    importContent(import('../../content/pricing'), import('../../content/partners')),
  ),
  component: function PricingRoute() {
    return <PricingBody {...Route.useLoaderData()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { PricingPage } from '../../pages/PricingPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRoute('/product-and-solutions/pricing', async () => {
    const [{ pricing }, { partners }] = await Promise.all([import('../../content/pricing'), import('../../content/partners')]);
    return { pricing, partners };
  }),
  component: function PricingRoute() {
    return <PricingPage {...Route.useLoaderData()} />;
  },
});

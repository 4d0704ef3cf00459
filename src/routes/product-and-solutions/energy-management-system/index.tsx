import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/')({
  ...pageRouteWithContent('/product-and-solutions/energy-management-system', async () => (await import('../../../content/product-core-overview')).productCoreOverview),
  component: ProductOverviewPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/energy-management-system/overview')({
  ...pageRouteWithContent('/product-and-solutions/energy-management-system', async () => (await import('../../../content/product-core-overview')).productCoreOverview),
  component: ProductOverviewPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/overview')({
  ...pageRouteWithContent('/product-and-solutions/hydrogen-management-system', async () => (await import('../../../content/product-hydrogen-overview')).productHydrogenOverview),
  component: ProductOverviewPage,
});

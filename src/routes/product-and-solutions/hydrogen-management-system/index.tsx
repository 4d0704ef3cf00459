import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/')({
  ...pageRouteWithContent('/product-and-solutions/hydrogen-management-system', async () => (await import('../../../content/product-hydrogen-overview')).productHydrogenOverview),
  component: ProductOverviewPage,
});

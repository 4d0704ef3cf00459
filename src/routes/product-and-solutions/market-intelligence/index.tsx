import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/')({
  ...pageRouteWithContent('/product-and-solutions/market-intelligence', async () => (await import('../../../content/product-predict-overview')).productPredictOverview),
  component: ProductOverviewPage,
});

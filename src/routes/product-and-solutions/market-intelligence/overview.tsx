import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/market-intelligence/overview')({
  ...pageRouteWithContent('/product-and-solutions/market-intelligence', async () => (await import('../../../content/product-predict-overview')).productPredictOverview),
  component: ProductOverviewPage,
});

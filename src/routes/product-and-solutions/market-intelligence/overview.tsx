import { createFileRoute } from '@tanstack/react-router';
import { productPredictOverview } from '../../../content/product-predict-overview';
import { pageRoute } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/market-intelligence/overview')({
  ...pageRoute('/product-and-solutions/market-intelligence'),
  component: () => <ProductOverviewPage content={productPredictOverview} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { productPredictOverview } from '../../../content/product-predict-overview';
import { pageHead } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/market-intelligence/overview')({
  head: () => pageHead('/product-and-solutions/market-intelligence'),
  component: () => <ProductOverviewPage path="/product-and-solutions/market-intelligence" content={productPredictOverview} />,
});

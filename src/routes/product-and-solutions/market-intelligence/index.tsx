import { createFileRoute } from '@tanstack/react-router';
import { productPredictOverview } from '../../../content/product-predict-overview';
import { pageRoute } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/')({
  ...pageRoute('/product-and-solutions/market-intelligence'),
  component: () => <ProductOverviewPage content={productPredictOverview} />,
});

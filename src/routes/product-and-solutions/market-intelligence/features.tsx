import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/features')({
  ...pageRouteWithContent('/product-and-solutions/market-intelligence/features', async () => (await import('../../../content/product-predict-features')).productPredictFeatures),
  component: ProductFeaturesPage,
});

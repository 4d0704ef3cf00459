import { createFileRoute } from '@tanstack/react-router';
import { productPredictFeatures } from '../../../content/product-predict-features';
import { pageRoute } from '../../../lib/pages';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/features')({
  ...pageRoute('/product-and-solutions/market-intelligence/features'),
  component: () => <ProductFeaturesPage content={productPredictFeatures} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { productPredictFeatures } from '../../../content/product-predict-features';
import { pageHead } from '../../../lib/pages';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/features')({
  head: () => pageHead('/product-and-solutions/market-intelligence/features'),
  component: () => <ProductFeaturesPage path="/product-and-solutions/market-intelligence/features" content={productPredictFeatures} />,
});

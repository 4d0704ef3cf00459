import { createFileRoute } from '@tanstack/react-router';
import { productCoreFeatures } from '../../../content/product-core-features';
import { pageRoute } from '../../../lib/pages';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/features')({
  ...pageRoute('/product-and-solutions/energy-management-system/features'),
  component: () => <ProductFeaturesPage content={productCoreFeatures} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { productHydrogenFeatures } from '../../../content/product-hydrogen-features';
import { pageRoute } from '../../../lib/pages';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/features')({
  ...pageRoute('/product-and-solutions/hydrogen-management-system/features'),
  component: () => <ProductFeaturesPage content={productHydrogenFeatures} />,
});

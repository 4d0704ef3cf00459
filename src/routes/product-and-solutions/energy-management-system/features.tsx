import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/features')({
  ...pageRouteWithContent('/product-and-solutions/energy-management-system/features', async () => (await import('../../../content/product-core-features')).productCoreFeatures),
  component: ProductFeaturesPage,
});

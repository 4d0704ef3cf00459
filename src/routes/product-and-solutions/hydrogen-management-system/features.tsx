import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../../lib/page-content';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/features')({
  ...pageRouteWithContent('/product-and-solutions/hydrogen-management-system/features', async () => (await import('../../../content/product-hydrogen-features')).productHydrogenFeatures),
  component: ProductFeaturesPage,
});

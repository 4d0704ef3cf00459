import { createFileRoute } from '@tanstack/react-router';
import { productCoreOverview } from '../../../content/product-core-overview';
import { pageRoute } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/')({
  ...pageRoute('/product-and-solutions/energy-management-system'),
  component: () => <ProductOverviewPage content={productCoreOverview} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { productCoreOverview } from '../../../content/product-core-overview';
import { pageRoute } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/energy-management-system/overview')({
  ...pageRoute('/product-and-solutions/energy-management-system'),
  component: () => <ProductOverviewPage content={productCoreOverview} />,
});

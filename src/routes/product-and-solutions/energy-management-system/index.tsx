import { createFileRoute } from '@tanstack/react-router';
import { productCoreOverview } from '../../../content/product-core-overview';
import { pageHead } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/')({
  head: () => pageHead('/product-and-solutions/energy-management-system'),
  component: () => <ProductOverviewPage path="/product-and-solutions/energy-management-system" content={productCoreOverview} />,
});

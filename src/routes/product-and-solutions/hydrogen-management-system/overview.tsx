import { createFileRoute } from '@tanstack/react-router';
import { productHydrogenOverview } from '../../../content/product-hydrogen-overview';
import { pageRoute } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/overview')({
  ...pageRoute('/product-and-solutions/hydrogen-management-system'),
  component: () => <ProductOverviewPage content={productHydrogenOverview} />,
});

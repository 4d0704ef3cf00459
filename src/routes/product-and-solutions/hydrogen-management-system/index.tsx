import { createFileRoute } from '@tanstack/react-router';
import { productHydrogenOverview } from '../../../content/product-hydrogen-overview';
import { pageHead } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/')({
  head: () => pageHead('/product-and-solutions/hydrogen-management-system'),
  component: () => <ProductOverviewPage path="/product-and-solutions/hydrogen-management-system" content={productHydrogenOverview} />,
});

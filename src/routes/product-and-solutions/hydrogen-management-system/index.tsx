import { createFileRoute } from '@tanstack/react-router';
import { productHydrogenOverview } from '../../../content/product-hydrogen-overview';
import { pageRoute } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/')({
  ...pageRoute('/product-and-solutions/hydrogen-management-system'),
  component: () => <ProductOverviewPage content={productHydrogenOverview} />,
});

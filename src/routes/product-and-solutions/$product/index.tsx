import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/pages';
import { ProductOverviewPage } from '../../../pages/ProductOverviewPage';
import { loadProductOverview } from './-product';

export const Route = createFileRoute('/product-and-solutions/$product/')({
  loader: ({ params }) => loadProductOverview(params.product),
  head: pageHead,
  component: function ProductOverviewRoute() {
    return <ProductOverviewPage {...Route.useLoaderData()} />;
  },
});

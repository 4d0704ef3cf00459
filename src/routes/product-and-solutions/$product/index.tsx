import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ProductOverviewBody } from '../../../page-bodies/ProductOverviewBody';
import { loadProductOverview } from './-product';

export const Route = createFileRoute('/product-and-solutions/$product/')({
  loader: ({ params }) => loadProductOverview(params.product),
  head: pageHead,
  component: function ProductOverviewRoute() {
    return <ProductOverviewBody {...Route.useLoaderData()} />;
  },
});

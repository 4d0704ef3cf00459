import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ProductOverviewBody } from '../../../page-bodies/ProductOverviewBody';
import { loadProductOverview } from './-product';

// The same page as the product's own address, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/$product/overview')({
  loader: ({ params }) => loadProductOverview(params.product),
  head: pageHead,
  component: function ProductOverviewAliasRoute() {
    return <ProductOverviewBody {...Route.useLoaderData()} />;
  },
});

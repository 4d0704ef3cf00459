import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ProductFeaturesBody } from '../../../page-bodies/ProductFeaturesBody';
import { loadProductFeatures } from './-product';

export const Route = createFileRoute('/product-and-solutions/$product/features')({
  loader: ({ params }) => loadProductFeatures(params.product),
  head: pageHead,
  component: function ProductFeaturesRoute() {
    return <ProductFeaturesBody {...Route.useLoaderData()} />;
  },
});

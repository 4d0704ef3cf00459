import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/pages';
import { ProductFeaturesPage } from '../../../pages/ProductFeaturesPage';
import { loadProductFeatures } from './-product';

export const Route = createFileRoute('/product-and-solutions/$product/features')({
  loader: ({ params }) => loadProductFeatures(params.product),
  head: pageHead,
  component: function ProductFeaturesRoute() {
    return <ProductFeaturesPage {...Route.useLoaderData()} />;
  },
});

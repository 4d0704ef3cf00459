import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ResourceListBody } from '../../../page-bodies/ResourceListBody';
import { loadProductListing } from '../-library';

export const Route = createFileRoute('/research-and-resources/for/$product')({
  loader: ({ params }) => loadProductListing(params.product),
  head: pageHead,
  component: function LibraryProductRoute() {
    return <ResourceListBody {...Route.useLoaderData()} />;
  },
});

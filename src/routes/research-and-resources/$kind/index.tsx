import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ResourceListBody } from '../../../page-bodies/ResourceListBody';
import { loadListing } from '../-library';

export const Route = createFileRoute('/research-and-resources/$kind/')({
  loader: ({ params }) => loadListing(`/research-and-resources/${params.kind}`, params.kind),
  head: pageHead,
  component: function LibraryKindRoute() {
    return <ResourceListBody {...Route.useLoaderData()} />;
  },
});

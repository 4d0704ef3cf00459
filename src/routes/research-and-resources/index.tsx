import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/page-route';
import { ResourceListBody } from '../../page-bodies/ResourceListBody';
import { loadListing } from './-library';

export const Route = createFileRoute('/research-and-resources/')({
  loader: () => loadListing('/research-and-resources'),
  head: pageHead,
  component: function LibraryRoute() {
    return <ResourceListBody {...Route.useLoaderData()} />;
  },
});

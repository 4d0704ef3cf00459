import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ResourceBody } from '../../../page-bodies/ResourceBody';
import { loadEntry } from '../-library';

export const Route = createFileRoute('/research-and-resources/$kind/$resource')({
  loader: ({ params }) => loadEntry(params.kind, params.resource),
  head: pageHead,
  component: function ResourceRoute() {
    return <ResourceBody {...Route.useLoaderData()} />;
  },
});

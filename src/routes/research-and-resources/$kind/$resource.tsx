import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/page-route';
import { ResourceBody } from '../../../page-bodies/ResourceBody';
import { loadEntry } from '../-library';

type EntryData = Awaited<ReturnType<typeof loadEntry>>;

/**
 * An entry's head: the page's own, and its type as the section it belongs to (Open Graph's `article:section`), which
 * the site search also reads (`data-pagefind-meta`) and shows beside the result (scripts/lib/search-index.ts). In the
 * head, not in the <main> the search indexes: the main's parts are the page's sections, and the design rules read
 * them (tests/e2e/support/design-rules.ts).
 */
function entryHead(context: { loaderData?: EntryData }) {
  const head = pageHead(context);
  const data = context.loaderData;
  if (!data || !head.meta) return head;
  const section = { property: 'article:section', content: data.library.kinds[data.entry.type].singular, 'data-pagefind-meta': 'type[content]' };
  return { ...head, meta: [...head.meta, section] };
}

export const Route = createFileRoute('/research-and-resources/$kind/$resource')({
  loader: ({ params }) => loadEntry(params.kind, params.resource),
  head: entryHead,
  component: function ResourceRoute() {
    return <ResourceBody {...Route.useLoaderData()} />;
  },
});

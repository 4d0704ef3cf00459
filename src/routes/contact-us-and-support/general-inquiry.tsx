import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/page-route';
import { GeneralInquiryBody } from '../../page-bodies/GeneralInquiryBody';

interface GeneralInquirySearch {
  /** Preselects a subject, e.g. ?subject=partnership; the page ignores values that are not one of its options. */
  subject?: string;
}

export const Route = createFileRoute('/contact-us-and-support/general-inquiry')({
  ...pageRoute('/contact-us-and-support/general-inquiry'),
  // Kept small on purpose: this runs in the shared entry, so the option list (content) stays in the page's chunk.
  validateSearch: (search: Record<string, unknown>): GeneralInquirySearch =>
    typeof search.subject === 'string' && /^[a-z0-9-]{1,40}$/.test(search.subject) ? { subject: search.subject } : {},
  component: function GeneralInquiryRoute() {
    return <GeneralInquiryBody {...Route.useLoaderData()} subject={Route.useSearch().subject} />;
  },
});

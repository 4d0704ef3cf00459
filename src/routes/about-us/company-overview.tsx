import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { CompanyOverviewBody } from '../../page-bodies/CompanyOverviewBody';

export const Route = createFileRoute('/about-us/company-overview')({
  ...pageRoute('/about-us/company-overview', () =>
    importContent(import('../../content/company'), import('../../content/values'), import('../../content/milestones')),
  ),
  component: function CompanyOverviewRoute() {
    return <CompanyOverviewBody {...Route.useLoaderData()} />;
  },
});

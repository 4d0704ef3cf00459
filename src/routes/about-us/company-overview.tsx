import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { CompanyOverviewPage } from '../../pages/CompanyOverviewPage';

export const Route = createFileRoute('/about-us/company-overview')({
  ...pageRoute('/about-us/company-overview', () =>
    importContent(import('../../content/company'), import('../../content/values'), import('../../content/milestones')),
  ),
  component: function CompanyOverviewRoute() {
    return <CompanyOverviewPage {...Route.useLoaderData()} />;
  },
});

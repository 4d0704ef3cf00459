import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { CompanyOverviewPage } from '../../pages/CompanyOverviewPage';

export const Route = createFileRoute('/about-us/company-overview')({
  ...pageRoute('/about-us/company-overview', async () => {
    const [{ company }, { values }, { milestones }] = await Promise.all([
      import('../../content/company'),
      import('../../content/values'),
      import('../../content/milestones'),
    ]);
    return { company, values, milestones };
  }),
  component: function CompanyOverviewRoute() {
    return <CompanyOverviewPage {...Route.useLoaderData()} />;
  },
});

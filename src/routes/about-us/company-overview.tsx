import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../lib/page-content';
import { loadCompanyOverviewContent } from '../../pages/about-content';
import { CompanyOverviewPage } from '../../pages/CompanyOverviewPage';

export const Route = createFileRoute('/about-us/company-overview')({
  ...pageRouteWithContent('/about-us/company-overview', loadCompanyOverviewContent),
  component: CompanyOverviewPage,
});

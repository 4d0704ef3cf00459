import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { CompanyOverviewPage } from '../../pages/CompanyOverviewPage';

export const Route = createFileRoute('/about-us/company-overview')({
  ...pageRoute('/about-us/company-overview'),
  component: CompanyOverviewPage,
});

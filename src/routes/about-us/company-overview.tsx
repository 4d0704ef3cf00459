import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { CompanyOverviewPage } from '../../pages/CompanyOverviewPage';

export const Route = createFileRoute('/about-us/company-overview')({
  head: () => pageHead('/about-us/company-overview'),
  component: CompanyOverviewPage,
});

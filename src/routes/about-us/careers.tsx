import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../lib/page-content';
import { loadCareersContent } from '../../pages/about-content';
import { CareersPage } from '../../pages/CareersPage';

export const Route = createFileRoute('/about-us/careers')({
  ...pageRouteWithContent('/about-us/careers', loadCareersContent),
  component: CareersPage,
});

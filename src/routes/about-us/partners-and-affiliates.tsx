import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../lib/page-content';
import { loadPartnersContent } from '../../pages/about-content';
import { PartnersPage } from '../../pages/PartnersPage';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  ...pageRouteWithContent('/about-us/partners-and-affiliates', loadPartnersContent),
  component: PartnersPage,
});

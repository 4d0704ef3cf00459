import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { PartnersPage } from '../../pages/PartnersPage';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  ...pageRoute('/about-us/partners-and-affiliates', () =>
    importContent(import('../../content/partnership'), import('../../content/partners')),
  ),
  component: function PartnersRoute() {
    return <PartnersPage {...Route.useLoaderData()} />;
  },
});

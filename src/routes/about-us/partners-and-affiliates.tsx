import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { PartnersBody } from '../../page-bodies/PartnersBody';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  ...pageRoute('/about-us/partners-and-affiliates', () =>
    importContent(import('../../content/partnership'), import('../../content/partners')),
  ),
  component: function PartnersRoute() {
    return <PartnersBody {...Route.useLoaderData()} />;
  },
});

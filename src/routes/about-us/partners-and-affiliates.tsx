import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { PartnersPage } from '../../pages/PartnersPage';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  ...pageRoute('/about-us/partners-and-affiliates', async () => {
    const [{ partnership }, { partners }] = await Promise.all([import('../../content/partnership'), import('../../content/partners')]);
    return { partnership, partners };
  }),
  component: function PartnersRoute() {
    return <PartnersPage {...Route.useLoaderData()} />;
  },
});

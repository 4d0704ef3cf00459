import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { CareersPage } from '../../pages/CareersPage';

export const Route = createFileRoute('/about-us/careers')({
  ...pageRoute('/about-us/careers', async () => {
    const [{ careers }, { values }] = await Promise.all([import('../../content/careers'), import('../../content/values')]);
    return { careers, values };
  }),
  component: function CareersRoute() {
    return <CareersPage {...Route.useLoaderData()} />;
  },
});

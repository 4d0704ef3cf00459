import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { CareersPage } from '../../pages/CareersPage';

export const Route = createFileRoute('/about-us/careers')({
  ...pageRoute('/about-us/careers', () =>
    importContent(import('../../content/careers'), import('../../content/values')),
  ),
  component: function CareersRoute() {
    return <CareersPage {...Route.useLoaderData()} />;
  },
});

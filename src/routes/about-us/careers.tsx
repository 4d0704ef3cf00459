import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { CareersBody } from '../../page-bodies/CareersBody';

export const Route = createFileRoute('/about-us/careers')({
  ...pageRoute('/about-us/careers', () =>
    importContent(import('../../content/careers'), import('../../content/values')),
  ),
  component: function CareersRoute() {
    return <CareersBody {...Route.useLoaderData()} />;
  },
});

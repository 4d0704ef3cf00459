import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { MilestonesPage } from '../../pages/MilestonesPage';

export const Route = createFileRoute('/research-and-resources/milestones')({
  ...pageRoute('/research-and-resources/milestones', () => importContent(import('../../content/milestones'))),
  component: function MilestonesRoute() {
    return <MilestonesPage {...Route.useLoaderData()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { MilestonesPage } from '../../pages/MilestonesPage';

export const Route = createFileRoute('/research-and-resources/milestones')({
  ...pageRoute('/research-and-resources/milestones', async () => ({ milestones: (await import('../../content/milestones')).milestones })),
  component: function MilestonesRoute() {
    return <MilestonesPage {...Route.useLoaderData()} />;
  },
});

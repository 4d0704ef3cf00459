import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { MilestonesBody } from '../../page-bodies/MilestonesBody';

export const Route = createFileRoute('/research-and-resources/milestones')({
  ...pageRoute('/research-and-resources/milestones', () => importContent(import('../../content/milestones'))),
  component: function MilestonesRoute() {
    return <MilestonesBody {...Route.useLoaderData()} />;
  },
});

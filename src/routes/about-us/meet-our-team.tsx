import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { TeamPage } from '../../pages/TeamPage';

export const Route = createFileRoute('/about-us/meet-our-team')({
  ...pageRoute('/about-us/meet-our-team', async () => ({ team: (await import('../../content/team')).team })),
  component: function TeamRoute() {
    return <TeamPage {...Route.useLoaderData()} />;
  },
});

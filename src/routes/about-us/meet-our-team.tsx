import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/pages';
import { TeamPage } from '../../pages/TeamPage';

export const Route = createFileRoute('/about-us/meet-our-team')({
  ...pageRoute('/about-us/meet-our-team', () => importContent(import('../../content/team'))),
  component: function TeamRoute() {
    return <TeamPage {...Route.useLoaderData()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { importContent, pageRoute } from '../../lib/page-route';
import { TeamBody } from '../../page-bodies/TeamBody';

export const Route = createFileRoute('/about-us/meet-our-team')({
  ...pageRoute('/about-us/meet-our-team', () => importContent(import('../../content/team'))),
  component: function TeamRoute() {
    return <TeamBody {...Route.useLoaderData()} />;
  },
});

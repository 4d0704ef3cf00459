import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../lib/page-content';
import { loadTeamContent } from '../../pages/about-content';
import { TeamPage } from '../../pages/TeamPage';

export const Route = createFileRoute('/about-us/meet-our-team')({
  ...pageRouteWithContent('/about-us/meet-our-team', loadTeamContent),
  component: TeamPage,
});

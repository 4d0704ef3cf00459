import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { TeamPage } from '../../pages/TeamPage';

export const Route = createFileRoute('/about-us/meet-our-team')({
  head: () => pageHead('/about-us/meet-our-team'),
  component: TeamPage,
});

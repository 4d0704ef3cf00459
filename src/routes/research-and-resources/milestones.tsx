import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { MilestonesPage } from '../../pages/MilestonesPage';

export const Route = createFileRoute('/research-and-resources/milestones')({
  head: () => pageHead('/research-and-resources/milestones'),
  component: MilestonesPage,
});

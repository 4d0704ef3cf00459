import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/research-and-resources/milestones')({
  ...pageRoute('/research-and-resources/milestones'),
  component: IntroPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/research-and-resources/milestones')({
  head: () => pageHead('/research-and-resources/milestones'),
  component: () => <IntroPage path="/research-and-resources/milestones" />,
});

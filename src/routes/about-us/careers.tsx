import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/about-us/careers')({
  ...pageRoute('/about-us/careers'),
  component: IntroPage,
});

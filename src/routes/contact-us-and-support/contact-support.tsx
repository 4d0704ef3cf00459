import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/contact-us-and-support/contact-support')({
  ...pageRoute('/contact-us-and-support/contact-support'),
  component: IntroPage,
});

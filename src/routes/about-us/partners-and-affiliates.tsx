import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  head: () => pageHead('/about-us/partners-and-affiliates'),
  component: () => <IntroPage path="/about-us/partners-and-affiliates" />,
});

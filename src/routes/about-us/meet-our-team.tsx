import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/about-us/meet-our-team')({
  head: () => pageHead('/about-us/meet-our-team'),
  component: () => <IntroPage path="/about-us/meet-our-team" />,
});

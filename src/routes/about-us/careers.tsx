import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/about-us/careers')({
  head: () => pageHead('/about-us/careers'),
  component: () => <IntroPage path="/about-us/careers" />,
});

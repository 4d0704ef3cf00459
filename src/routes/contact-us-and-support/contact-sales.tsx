import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/contact-us-and-support/contact-sales')({
  head: () => pageHead('/contact-us-and-support/contact-sales'),
  component: () => <IntroPage path="/contact-us-and-support/contact-sales" />,
});

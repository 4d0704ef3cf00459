import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/about-us/company-overview')({
  head: () => pageHead('/about-us/company-overview'),
  component: () => <IntroPage path="/about-us/company-overview" />,
});

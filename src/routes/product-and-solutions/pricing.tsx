import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  head: () => pageHead('/product-and-solutions/pricing'),
  component: () => <IntroPage path="/product-and-solutions/pricing" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/')({
  head: () => pageHead('/product-and-solutions/market-intelligence'),
  component: () => <IntroPage path="/product-and-solutions/market-intelligence" />,
});

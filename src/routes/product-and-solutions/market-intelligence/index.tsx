import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/market-intelligence/')({
  ...pageRoute('/product-and-solutions/market-intelligence'),
  component: IntroPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

// The same page as the product's own path, which is its canonical address.
export const Route = createFileRoute('/product-and-solutions/energy-management-system/overview')({
  head: () => pageHead('/product-and-solutions/energy-management-system'),
  component: () => <IntroPage path="/product-and-solutions/energy-management-system" />,
});

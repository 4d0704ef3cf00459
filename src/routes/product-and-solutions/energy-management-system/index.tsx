import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/')({
  head: () => pageHead('/product-and-solutions/energy-management-system'),
  component: () => <IntroPage path="/product-and-solutions/energy-management-system" />,
});

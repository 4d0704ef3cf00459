import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/features')({
  head: () => pageHead('/product-and-solutions/hydrogen-management-system/features'),
  component: () => <IntroPage path="/product-and-solutions/hydrogen-management-system/features" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { PricingPage } from '../../pages/PricingPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  head: () => pageHead('/product-and-solutions/pricing'),
  component: PricingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { PricingPage } from '../../pages/PricingPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRoute('/product-and-solutions/pricing'),
  component: PricingPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../lib/page-content';
import { PricingPage } from '../../pages/PricingPage';
import { loadPricingContent } from '../../pages/pricing-content';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRouteWithContent('/product-and-solutions/pricing', loadPricingContent),
  component: PricingPage,
});

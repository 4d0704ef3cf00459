import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../../lib/page-content';
import { loadPricingContent, PricingPage } from '../../pages/PricingPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRouteWithContent('/product-and-solutions/pricing', loadPricingContent),
  component: PricingPage,
});

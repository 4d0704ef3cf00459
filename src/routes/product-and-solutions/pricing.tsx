import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { IntroPage } from '../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRoute('/product-and-solutions/pricing'),
  component: IntroPage,
});

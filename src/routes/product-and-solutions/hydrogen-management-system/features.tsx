import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/hydrogen-management-system/features')({
  ...pageRoute('/product-and-solutions/hydrogen-management-system/features'),
  component: IntroPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../../lib/pages';
import { IntroPage } from '../../../pages/IntroPage';

export const Route = createFileRoute('/product-and-solutions/energy-management-system/')({
  ...pageRoute('/product-and-solutions/energy-management-system'),
  component: IntroPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { PartnersPage } from '../../pages/PartnersPage';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  ...pageRoute('/about-us/partners-and-affiliates'),
  component: PartnersPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { PartnersPage } from '../../pages/PartnersPage';

export const Route = createFileRoute('/about-us/partners-and-affiliates')({
  head: () => pageHead('/about-us/partners-and-affiliates'),
  component: PartnersPage,
});

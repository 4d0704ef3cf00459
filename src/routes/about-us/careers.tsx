import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { CareersPage } from '../../pages/CareersPage';

export const Route = createFileRoute('/about-us/careers')({
  head: () => pageHead('/about-us/careers'),
  component: CareersPage,
});

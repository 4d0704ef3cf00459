import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/pages';
import { CareersPage } from '../../pages/CareersPage';

export const Route = createFileRoute('/about-us/careers')({
  ...pageRoute('/about-us/careers'),
  component: CareersPage,
});

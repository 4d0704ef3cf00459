import { createFileRoute } from '@tanstack/react-router';
import { pageRouteWithContent } from '../lib/page-content';
import { loadHomeContent } from '../pages/home-content';
import { HomePage } from '../pages/HomePage';

export const Route = createFileRoute('/')({
  ...pageRouteWithContent('/', loadHomeContent),
  component: HomePage,
});

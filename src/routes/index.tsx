import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../lib/pages';
import { HomePage } from '../pages/HomePage';

export const Route = createFileRoute('/')({
  ...pageRoute('/'),
  component: HomePage,
});

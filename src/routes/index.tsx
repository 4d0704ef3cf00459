import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/pages';
import { HomePage } from '../pages/HomePage';

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
});

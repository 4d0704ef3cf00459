import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/pages';
import { FaqPage } from '../../pages/FaqPage';

export const Route = createFileRoute('/contact-us-and-support/faqs')({
  head: () => pageHead('/contact-us-and-support/faqs'),
  component: FaqPage,
});

import { createFileRoute, notFound } from '@tanstack/react-router';
import { referencePattern } from '../../../lib/form-markup';
import { documentTitle } from '../../../lib/page-route';
import { FormSentBody } from '../../../page-bodies/FormSentBody';

interface FormSentSearch {
  /** The kept message's reference, from the form service's redirect (or the hydrated form's answer). */
  reference?: string;
}

/**
 * A form's confirmation page: where the form service sends a visitor whose form was posted without JavaScript
 * (303 See Other), with the reference in the address. Not a page for search engines (noindex, not in the sitemap).
 */
export const Route = createFileRoute('/contact-us-and-support/$form/sent')({
  validateSearch: (search: Record<string, unknown>): FormSentSearch =>
    typeof search.reference === 'string' && referencePattern.test(search.reference) ? { reference: search.reference } : {},
  // The forms' words stay in their own chunk, as on the form pages.
  loader: async ({ params }) => {
    const [{ formById }, { forms }, { pages }, { formPagePath }, { fill }] = await Promise.all([
      import('../../../lib/form-rules'),
      import('../../../content/forms'),
      import('../../../content/pages'),
      import('../../../lib/form-markup'),
      import('../../../lib/fill'),
    ]);
    const form = formById(params.form);
    const formPage = form && pages.pages[formPagePath(form)];
    if (!form || !formPage) throw notFound();
    return { form: form.id, title: fill(forms.status.sent.pageTitle, { page: formPage.title }) };
  },
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: documentTitle(loaderData.title) }, { name: 'robots', content: 'noindex' }] : [],
  }),
  component: function FormSentRoute() {
    return <FormSentBody form={Route.useLoaderData().form} reference={Route.useSearch().reference} />;
  },
});

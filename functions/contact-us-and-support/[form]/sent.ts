/**
 * GET /contact-us-and-support/<form id>/sent: a form's confirmation page (prerendered), with the reference a native
 * post was redirected here with (server/form-service.ts) written into it. Anything else gets the static page as it is.
 */
import { confirmationPage } from '../../../server/form-page';
import { referencePattern } from '../../../src/lib/form-markup';
import { formById } from '../../../src/lib/form-rules';

export const onRequestGet: PagesFunction<unknown, 'form'> = async ({ request, env, params }) => {
  const asset = await env.ASSETS.fetch(request);
  const reference = new URL(request.url).searchParams.get('reference');
  if (asset.status !== 200 || typeof params.form !== 'string' || !formById(params.form) || reference === null || !referencePattern.test(reference)) {
    return asset;
  }
  return confirmationPage(asset, reference);
};

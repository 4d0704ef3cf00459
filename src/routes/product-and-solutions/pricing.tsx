import { createFileRoute } from '@tanstack/react-router';
import { pageRoute } from '../../lib/page-route';
import { PricingBody } from '../../page-bodies/PricingBody';

/**
 * The pricing page's content, its customer's proof, and the FAQ's questions it names (only those travel with the
 * page; the content build has checked that each id is a question of faq.yaml).
 */
async function loadPricing() {
  const [{ pricing }, { faq }, { loadCaseStudyProof }] = await Promise.all([
    import('../../content/pricing'),
    import('../../content/faq'),
    import('../../lib/case-study-proof'),
  ]);
  const questions = pricing.questions.items.flatMap((id) => faq.items.filter((item) => item.id === id));
  return { pricing, questions, proof: await loadCaseStudyProof(pricing.proof.caseStudy) };
}

export const Route = createFileRoute('/product-and-solutions/pricing')({
  ...pageRoute('/product-and-solutions/pricing', loadPricing),
  component: function PricingRoute() {
    return <PricingBody {...Route.useLoaderData()} />;
  },
});

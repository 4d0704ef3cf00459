import { createFileRoute } from '@tanstack/react-router';
import { load as loadProduct } from '../content/products';
import { products } from '../lib/products';
import { importContent, pageRoute } from '../lib/page-route';
import { HomeBody } from '../page-bodies/HomeBody';

export const Route = createFileRoute('/')({
  ...pageRoute('/', async () => {
    const [{ home, partners }, { loadCaseStudyProof, loadResultFigures }] = await Promise.all([
      importContent(import('../content/home'), import('../content/partners')),
      import('../lib/case-study-proof'),
    ]);
    // Only each product's phone crop of its screen reaches the page, not its overview's words.
    const crops = await Promise.all(products.map(async ({ slug }) => [slug, (await loadProduct(slug))!.overview.tour.phoneCrop] as const));
    const phoneCrops = Object.fromEntries(crops) as Record<(typeof crops)[number][0], (typeof crops)[number][1]>;
    const [proof, results] = await Promise.all([loadCaseStudyProof(home.proof.caseStudy), loadResultFigures(home.proof.results)]);
    return { home, partners, proof, results, phoneCrops };
  }),
  component: function HomeRoute() {
    return <HomeBody {...Route.useLoaderData()} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { isDated } from '../lib/milestones';
import { importContent, pageRoute } from '../lib/page-route';
import { HomeBody } from '../page-bodies/HomeBody';

export const Route = createFileRoute('/')({
  ...pageRoute('/', async () => {
    const [{ home, milestones, partners }, { loadCaseStudyProof }] = await Promise.all([
      importContent(import('../content/home'), import('../content/milestones'), import('../content/partners')),
      import('../lib/case-study-proof'),
    ]);
    const dated = milestones.milestones.filter(isDated);
    return { home, latestMilestones: dated.slice(-home.milestones.count), partners, proof: await loadCaseStudyProof(home.proof.caseStudy) };
  }),
  component: function HomeRoute() {
    return <HomeBody {...Route.useLoaderData()} />;
  },
});

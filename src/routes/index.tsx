import { createFileRoute } from '@tanstack/react-router';
import { isDated } from '../lib/milestones';
import { importContent, pageRoute } from '../lib/pages';
import { HomePage } from '../pages/HomePage';

export const Route = createFileRoute('/')({
  ...pageRoute('/', async () => {
    const { home, milestones, partners } = await importContent(
      import('../content/home'),
      import('../content/milestones'),
      import('../content/partners'),
    );
    const dated = milestones.milestones.filter(isDated);
    return { home, latestMilestones: dated.slice(-home.milestones.count), partners };
  }),
  component: function HomeRoute() {
    return <HomePage {...Route.useLoaderData()} />;
  },
});

import { PageHeader } from '../components/PageHeader/PageHeader';
import { getPage } from '../lib/pages';

/** A page's heading and introduction from content/pages.yaml. */
export function IntroPage({ path }: { path: string }) {
  const page = getPage(path);
  return <PageHeader heading={page.heading} intro={page.intro} />;
}

import { PageHeader } from '../components/PageHeader/PageHeader';
import { usePage } from '../lib/pages';

/** A page's heading and introduction from content/pages.yaml. */
export function IntroPage() {
  const page = usePage();
  return <PageHeader heading={page.heading} intro={page.intro} />;
}

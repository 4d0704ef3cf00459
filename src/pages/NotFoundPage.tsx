import { PageHero } from '../components/PageHero/PageHero';
// The root route renders this page for any address no route serves: there is no route loader to bring its words.
import { notFound } from '../content/not-found';
import { documentTitle } from '../lib/pages';

export function NotFoundPage() {
  const { title, description, heading, intro, links } = notFound;
  return (
    <>
      {/* No route matched, so no route head applies: React places these tags in the document head. */}
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
      <PageHero heading={heading} intro={intro} links={links} />
    </>
  );
}

import { CtaBand } from '../components/CtaBand/CtaBand';
import { PageHero } from '../components/PageHero/PageHero';
import { documentTitle } from '../lib/page-route';
import { notFound } from '../lib/shell-content';

/** The page for an address no route serves (the router's defaultNotFoundComponent), inside the shell. */
export function NotFoundBody() {
  const { title, description, heading, intro, links, cta } = notFound;
  return (
    <>
      {/* No route matched, so no route head applies: React places these tags in the document head. */}
      <title>{documentTitle(title)}</title>
      <meta name="description" content={description} />
      <meta name="robots" content="noindex" />
      <PageHero heading={heading} intro={intro} actions={links} />
      <CtaBand {...cta} />
    </>
  );
}

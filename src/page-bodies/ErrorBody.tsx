import { PageHero } from '../components/PageHero/PageHero';
import { documentTitle } from '../lib/page-route';
import { errorPage } from '../lib/shell-content';

/** A reload fetches the address afresh: the page's prerendered HTML and its code, or a newer deployment's. */
const reloadPage = () => window.location.reload();

/**
 * The page shown in place of one that failed after a link inside the site (the router's defaultErrorComponent): its
 * code did not load, its loader or its render threw. The shell stays around it, so header and footer lead on, and the
 * shell moves focus to <main> as after any navigation. React reports the error with console.error as it catches it
 * (the default onCaughtError of hydrateRoot), so this page does not log it again.
 */
export function ErrorBody() {
  const { title, heading, intro, reload, home } = errorPage;
  return (
    <>
      {/* The failed route's head has no loader data to give a title: React places this one in the document head. */}
      <title>{documentTitle(title)}</title>
      <PageHero heading={heading} intro={intro} actions={[{ label: reload, onPress: reloadPage }, home]} />
    </>
  );
}

/**
 * The site-wide words the shell shows on every page (top strip, header, menus, footer, skip link, loading indicator)
 * and a few site constants. Components import them from here rather than receive them as loader data: in the entry
 * chunk they are fetched once and cached for every page, where loader data would repeat them in every page's HTML
 * (docs/architecture.md, "Routes, page bodies and how content reaches them").
 */
export { navigation } from '../content/navigation';
export { site } from '../content/site';

/*
 * The words of the two pages the router shows in the shell in place of a route's page (router.tsx): for an address
 * no route serves, and for a page that failed to load or render. Neither has a route loader to bring them, and the
 * error page must be able to show when the page's own chunks did not arrive, so their words travel with the shell's
 * in the entry chunk, which they make only slightly larger.
 */
export { errorPage } from '../content/error-page';
export { notFound } from '../content/not-found';

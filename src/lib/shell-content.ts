/**
 * The site-wide words the shell shows on every page (top strip, header, menus, footer, skip link, loading indicator)
 * and a few site constants. Components import them from here rather than receive them as loader data: in the entry
 * chunk they are fetched once and cached for every page, where loader data would repeat them in every page's HTML
 * (1.7 kB gzip a page, measured on site.yaml, navigation.yaml and the products' index).
 */
export { navigation } from '../content/navigation';
export { site } from '../content/site';

/*
 * The words of the page the router shows in the shell for an address no route serves (router.tsx): it has no route
 * loader to bring them, so they travel with the shell's in the entry chunk.
 */
export { notFound } from '../content/not-found';

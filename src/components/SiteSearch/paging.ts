/**
 * Results the search dialog shows at a time: each one's details are a fetch of their own (Pagefind's fragments), so
 * a word that is on every page fetches ten, and "Show more" the next ten. Its own module so tests read it too.
 */
export const RESULTS_PER_PAGE = 10;

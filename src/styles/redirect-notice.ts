/**
 * The class of the one block on a redirect page (scripts/export/redirects.ts writes those pages by hand, with the site's
 * stylesheet; global.css.ts styles it). A class, not a style attribute: the pages' policy allows no inline style.
 */
export const redirectNoticeClass = 'redirect-notice';

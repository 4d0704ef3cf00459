/**
 * Which files of the repository the content check reads, and which it only needs to see exist. The browser editor
 * checks against a copy of the repository fetched from GitHub (src/admin/github/content-check.ts): it fetches the
 * files named here and puts every other file of the tree in as an empty file. The rules the check itself follows
 * are defined here too, so the two cannot drift apart. No Node module is imported: this runs in the browser.
 */

/** Files of public/ drawn in other companies' colours (the partners' logos), which the colour check leaves alone. */
export const OTHER_BRANDS = '/images/partners/';

/** Text files of public/ that could carry a colour: the colour check reads them. */
export const TEXT_FILE = /\.(svg|css|html?|json|webmanifest|xml|txt|m?js)$/i;

/** A Cloudflare Pages Function's module: the forms' check reads it for the request handlers it exports. */
export const FUNCTION_FILE = /\.(mjs|js|ts|tsx|jsx)$/;

/**
 * The paths, out of every file path of the repository's tree (repo-relative, `content/faq.yaml`), whose bytes the
 * content check reads:
 *
 * - content/: all of it (the content files and their schemas);
 * - art/: the drawings (checked for colours); any other file there is reported by its name alone;
 * - functions/: the modules (read for their request handlers); other files are not read;
 * - public/: the text files outside the partners' logos (checked for colours), and the datasets, whose header and
 *   size a resource entry is checked against: everything under public/data/, where their schema puts them, and any
 *   CSV file.
 *
 * Every other path only has to exist: the routes of src/routes/ (their names are the pages), the pictures and media
 * of public/ (their names are what links and pictures may point at) and a dataset's `madeBy` script. Giving those as
 * empty files gives the same verdict, because a check only reads pictures for their sizes, which it drops.
 */
export function checkInputs(treePaths: Iterable<string>): string[] {
  const wanted: string[] = [];
  for (const file of treePaths) {
    const [top] = file.split('/', 1);
    const rest = file.slice(`${top}/`.length);
    const read =
      top === 'content' ||
      (top === 'art' && rest.endsWith('.svg')) ||
      (top === 'functions' && FUNCTION_FILE.test(rest)) ||
      (top === 'public' && ((TEXT_FILE.test(rest) && !`/${rest}`.startsWith(OTHER_BRANDS)) || rest.startsWith('data/') || /\.csv$/i.test(rest)));
    if (read) wanted.push(file);
  }
  return wanted.sort();
}

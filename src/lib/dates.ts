const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A content date (YYYY-MM-DD) as words ("June 9, 2026"), the same on the server and in every browser: the day is a
 * date, not an instant. Written out rather than by `Intl.DateTimeFormat`, whose first use in a page loads its locale
 * data on the main thread while the page hydrates; the site's dates are English and in one form
 * (src/lib/dates.test.ts holds it to Intl's words).
 */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${months[month! - 1]} ${day}, ${year}`;
}

/**
 * Sorts dated things newest first. Content dates (YYYY-MM-DD) order as plain text: compared as such, not by
 * `localeCompare`, which loads locale data just as the formatters do.
 */
export function newestFirst(a: { published: string }, b: { published: string }): number {
  return a.published < b.published ? 1 : a.published > b.published ? -1 : 0;
}

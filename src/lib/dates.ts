/** A content date (YYYY-MM-DD) as words, the same on the server and in every browser: the day is a date, not an instant. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

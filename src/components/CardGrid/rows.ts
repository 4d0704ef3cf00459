/**
 * How many cards each row of a grid holds: as few rows as `max` cards a row allows, filled as evenly as they can
 * be, the fuller rows first. With at least 3 a row, no card is ever alone under a fuller row: 5 cards with up to 3
 * a row are 3 + 2, 13 with up to 4 are 4 + 3 + 3 + 3, 4 with up to 3 are 2 + 2. (With 2 a row an odd count always
 * leaves one alone, so grids never ask for 2.)
 */
export function balancedRows(count: number, max: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / max);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => base + (row < fuller ? 1 : 0));
}

/** The length of the row each card stands in, card by card, for `balancedRows(count, max)`. */
export function rowLengths(count: number, max: number): number[] {
  return balancedRows(count, max).flatMap((length) => Array<number>(length).fill(length));
}

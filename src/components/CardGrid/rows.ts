/**
 * How many cards each row of a grid holds: rows of `max` cards from the top, as a reader scans them, and a last row
 * that never leaves a card alone: where one card would be left over, the row above gives up one, so 7 cards with up
 * to 3 a row are 3 + 2 + 2, 13 with up to 4 are 4 + 4 + 3 + 2, 5 with up to 4 are 3 + 2. (With 2 a row an odd count
 * always leaves one alone, so grids never ask for 2.)
 */
export function balancedRows(count: number, max: number): number[] {
  if (count <= 0) return [];
  const fullRows = Math.floor(count / max);
  const leftOver = count % max;
  if (leftOver === 0) return Array.from({ length: fullRows }, () => max);
  if (leftOver > 1 || fullRows === 0) return [...Array.from({ length: fullRows }, () => max), leftOver];
  return [...Array.from({ length: fullRows - 1 }, () => max), max - 1, 2];
}

/** The tracks of a card grid: every card width is a whole number of them for rows of 1 to 4 cards. */
export const gridTracks = 24;

export interface CardPlacement {
  /** Tracks the card spans: the same for every card of the grid, set by its fullest row. */
  span: number;
  /** The card opens a row: it starts on the grid's first track, so a shorter row breaks where `balancedRows` says. */
  startsRow: boolean;
}

/**
 * Where each card of `balancedRows(count, max)` stands on a grid of `gridTracks` tracks: one card width for the whole
 * grid, that of the fullest row, and every row from the grid's left edge (the page's), so a shorter row ends early
 * instead of floating centred under the one above.
 */
export function cardPlacements(count: number, max: number): CardPlacement[] {
  const rows = balancedRows(count, max);
  const span = gridTracks / (rows[0] ?? 1);
  return rows.flatMap((length) => Array.from({ length }, (_, index) => ({ span, startsRow: index === 0 })));
}

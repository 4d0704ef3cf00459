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

/** The tracks of a card grid: every card width is a whole number of them for rows of 1 to 4 cards, centred or not. */
export const gridTracks = 24;

export interface CardPlacement {
  /** Tracks the card spans: the same for every card of the grid, set by its fullest row. */
  span: number;
  /** The track line the card starts on, for the first card of a row shorter than the fullest (centred under it). */
  start?: number;
}

/**
 * Where each card of `balancedRows(count, max)` stands on a grid of `gridTracks` tracks: one card width for the whole
 * grid, that of the fullest row, and a shorter row centred under it (never a wider card).
 */
export function cardPlacements(count: number, max: number): CardPlacement[] {
  const rows = balancedRows(count, max);
  const columns = rows[0] ?? 1;
  const span = gridTracks / columns;
  return rows.flatMap((length) =>
    Array.from({ length }, (_, index) =>
      index === 0 && length < columns ? { span, start: 1 + ((columns - length) * span) / 2 } : { span },
    ),
  );
}

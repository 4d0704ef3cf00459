import { describe, expect, it } from 'vitest';
import { balancedRows, cardPlacements, gridTracks } from './rows';

describe('balancedRows', () => {
  it.each([
    [3, 3, [3]],
    [4, 4, [4]],
    [4, 3, [2, 2]],
    [5, 3, [3, 2]],
    [5, 4, [3, 2]],
    [6, 3, [3, 3]],
    [7, 3, [3, 2, 2]],
    [7, 4, [4, 3]],
    [13, 4, [4, 4, 3, 2]],
    [13, 3, [3, 3, 3, 2, 2]],
    [1, 3, [1]],
    [0, 3, []],
  ])('%i cards, at most %i a row: %j', (count, max, rows) => {
    expect(balancedRows(count, max)).toEqual(rows);
  });

  it('never leaves one card alone under a fuller row, never exceeds the maximum, never grows down the grid, and places every card', () => {
    for (let max = 3; max <= 4; max++) {
      for (let count = 2; count <= 40; count++) {
        const rows = balancedRows(count, max);
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        rows.slice(1).forEach((row, index) => expect(row).toBeLessThanOrEqual(rows[index]!));
        if (rows.length > 1) expect(rows.at(-1)).toBeGreaterThan(1);
      }
    }
  });
});

describe('cardPlacements', () => {
  it('gives every card the width of the fullest row, a whole number of tracks, and opens each row at the left edge', () => {
    expect(cardPlacements(5, 3)).toEqual([
      { span: 8, startsRow: true },
      { span: 8, startsRow: false },
      { span: 8, startsRow: false },
      { span: 8, startsRow: true },
      { span: 8, startsRow: false },
    ]);
    expect(cardPlacements(4, 3).map((card) => card.span)).toEqual([12, 12, 12, 12]);
    expect(cardPlacements(13, 4).flatMap((card, index) => (card.startsRow ? [index] : []))).toEqual([0, 4, 8, 11]);
    for (let max = 3; max <= 4; max++) {
      for (let count = 1; count <= 40; count++) {
        const placements = cardPlacements(count, max);
        expect(placements).toHaveLength(count);
        expect(new Set(placements.map((card) => card.span)).size).toBe(1);
        expect(Number.isInteger(placements[0]!.span) && gridTracks % placements[0]!.span === 0, `${count} cards, ${max} a row`).toBe(true);
      }
    }
  });
});

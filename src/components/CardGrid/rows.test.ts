import { describe, expect, it } from 'vitest';
import { balancedRows, cardPlacements, gridTracks } from './rows';

describe('balancedRows', () => {
  it.each([
    [3, 3, [3]],
    [4, 4, [4]],
    [4, 3, [2, 2]],
    [5, 3, [3, 2]],
    [6, 3, [3, 3]],
    [7, 3, [3, 2, 2]],
    [13, 4, [4, 3, 3, 3]],
    [13, 3, [3, 3, 3, 2, 2]],
    [1, 3, [1]],
    [0, 3, []],
  ])('%i cards, at most %i a row: %j', (count, max, rows) => {
    expect(balancedRows(count, max)).toEqual(rows);
  });

  it('never leaves one card alone under a fuller row, never exceeds the maximum, and places every card', () => {
    for (let max = 3; max <= 4; max++) {
      for (let count = 2; count <= 40; count++) {
        const rows = balancedRows(count, max);
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        if (rows.length > 1) expect(rows.at(-1)).toBeGreaterThan(1);
      }
    }
  });
});

describe('cardPlacements', () => {
  it('gives every card the width of the fullest row and centres a shorter row under it', () => {
    expect(cardPlacements(5, 3)).toEqual([{ span: 8 }, { span: 8 }, { span: 8 }, { span: 8, start: 5 }, { span: 8 }]);
    expect(cardPlacements(4, 3)).toEqual([{ span: 12 }, { span: 12 }, { span: 12 }, { span: 12 }]);
    expect(cardPlacements(13, 4).filter((card) => card.start !== undefined)).toEqual([
      { span: 6, start: 4 },
      { span: 6, start: 4 },
      { span: 6, start: 4 },
    ]);
  });

  it('places each short row on whole tracks, centred, for every count a grid may hold', () => {
    for (let max = 3; max <= 4; max++) {
      for (let count = 1; count <= 40; count++) {
        const placements = cardPlacements(count, max);
        expect(placements).toHaveLength(count);
        const rows = balancedRows(count, max);
        let index = 0;
        for (const length of rows) {
          const first = placements[index]!;
          expect(Number.isInteger(first.span)).toBe(true);
          const left = (first.start ?? 1) - 1;
          expect(Number.isInteger(left)).toBe(true);
          expect(left, `${count} cards, ${max} a row`).toBe(gridTracks - left - length * first.span);
          index += length;
        }
      }
    }
  });
});

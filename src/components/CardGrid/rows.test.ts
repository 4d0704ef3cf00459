import { describe, expect, it } from 'vitest';
import { balancedRows, rowLengths } from './rows';

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

describe('rowLengths', () => {
  it('gives each card the length of its row', () => {
    expect(rowLengths(5, 3)).toEqual([3, 3, 3, 2, 2]);
  });
});

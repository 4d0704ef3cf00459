import { describe, expect, it } from 'vitest';
import { formatDate, newestFirst } from './dates';

describe('formatDate', () => {
  it('writes every day of a leap year as Intl does for en-US, dateStyle long', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = new Date('2028-01-01T00:00:00Z'); day.getUTCFullYear() === 2028; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(day));
    }
  });
});

describe('newestFirst', () => {
  it('orders content dates newest first, as a locale-aware comparison of the same strings does', () => {
    const dated = ['2025-03-09', '2026-11-02', '2025-12-31', '2026-01-15', '2025-03-10', '2026-11-02'].map((published) => ({ published }));
    const expected = [...dated].sort((a, b) => b.published.localeCompare(a.published));
    expect([...dated].sort(newestFirst).map((item) => item.published)).toEqual(expected.map((item) => item.published));
    expect(dated.toSorted(newestFirst)[0]!.published).toBe('2026-11-02');
  });
});

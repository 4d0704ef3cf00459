import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes every day of a leap year as Intl does for en-US, dateStyle long', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = new Date('2028-01-01T00:00:00Z'); day.getUTCFullYear() === 2028; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(day));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { officesByAddress } from './offices';

const street = ['1450 Innovation Drive, Suite 200', 'Riverside, CA 92507'];

describe('officesByAddress', () => {
  it('joins offices at one address into one place, naming them in order', () => {
    expect(officesByAddress([{ name: 'Headquarters', address: street }, { name: 'AI Lab', address: street }])).toEqual([
      { name: 'Headquarters and AI Lab', address: street },
    ]);
  });

  it('keeps offices at different addresses apart, in their order', () => {
    const other = ['9 Harbor Road', 'Oakland, CA 94607'];
    expect(
      officesByAddress([
        { name: 'Headquarters', address: street },
        { name: 'Field office', address: other },
        { name: 'AI Lab', address: street },
      ]).map((place) => place.name),
    ).toEqual(['Headquarters and AI Lab', 'Field office']);
  });

  it('names the offices at one address as Intl does for en-US, however many there are', () => {
    const intl = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
    for (const names of [['Headquarters'], ['Headquarters', 'AI Lab'], ['Headquarters', 'AI Lab', 'Studio'], ['A', 'B', 'C', 'D']]) {
      expect(officesByAddress(names.map((name) => ({ name, address: street })))[0]!.name).toBe(intl.format(names));
    }
  });
});

import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, raisedBox } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

// On a phone the list is a `sidewaysRow` (layout.css.ts), which sets its own display and gap there. Its cards are
// wider than that row's: the screen's crop (at most 240 of the screen's units, content/schemas/product.schema.json)
// needs 20.75rem for its smallest words, 8 units, to be 11 px high; on a 390 px phone the next card still peeks in.
export const rows = style([
  plainList,
  { '@media': { [media.mobile]: { gridAutoColumns: 'min(20.75rem, 100%)' }, [desktop]: { display: 'grid', gap: vars.space['8'] } } },
]);

// Seven twelfths for the picture, five for the words, swapped on every other row; a boxed card on a phone.
export const row = style({
  '@media': {
    [media.mobile]: { ...raisedBox, overflow: 'hidden', display: 'flex', flexDirection: 'column' },
    [desktop]: { display: 'grid', gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'center', columnGap: vars.space['6'] },
    [media.wide]: { columnGap: vars.space['8'] },
  },
  selectors: { '&:nth-child(even)': { '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } } } },
});

// ProductScreen sizes it and shows one of its two views.
export const picture = style({ '@media': { [desktop]: { borderRadius: vars.radius.lg } } });

// Every other row shows its picture on the right. The picture stays first in the page either way: it is
// decorative, so nothing is read or focused out of the order seen.
globalStyle(`${row}:nth-child(even) > ${picture}`, { '@media': { [desktop]: { order: 2 } } });

// A column whose links sit at its foot, so on a phone every card's links are on one line.
export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  '@media': { [media.mobile]: { padding: vars.space['5'] } },
});

export const eyebrow = style({ fontSize: vars.fontSize.sm, color: vars.color.primaryDark, fontWeight: 600 });

export const title = style({ fontSize: vars.fontSize.lg, '@media': { [desktop]: { fontSize: vars.fontSize.xl } } });

export const text = style({ color: vars.color.muted, '@media': { [media.wide]: { fontSize: vars.fontSize.lead } } });


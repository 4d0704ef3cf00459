import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { plainList, raisedBox, sidewaysRow } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';
import { gridTracks } from './rows';

// `gridTracks` tracks: a card spans gridTracks / columns of them, every row from the grid's left edge (rows.ts).
export const grid = recipe({
  base: [
    plainList,
    {
      display: 'grid',
      counterReset: 'card',
      '@media': { [desktop]: { gridTemplateColumns: `repeat(${gridTracks}, minmax(0, 1fr))`, gap: vars.space['5'] } },
    },
  ],
  variants: {
    look: {
      // A phone lists boxed cards one under another, a rule between them (see `card`).
      boxed: { '@media': { [media.mobile]: { borderBottom: `1px solid ${vars.color.line}` } } },
      ruled: { gap: vars.space['5'] },
      numbered: { gap: vars.space['5'] },
    },
    // On a phone: one row of cards that scrolls sideways. Later in the sheet than `look`, so it wins over the list.
    scroller: {
      true: [sidewaysRow, { '@media': { [media.mobile]: { borderBottom: 'none' } } }],
      false: {},
    },
  },
});

const spans = (query: string) => styleVariants({ 24: 24, 12: 12, 8: 8, 6: 6 }, (tracks) => ({ '@media': { [query]: { gridColumnEnd: `span ${tracks}` } } }));
export const tabletSpan = spans(media.tablet);
export const wideSpan = spans(media.wide);
/** A card that opens a row: on the grid's first track, so a shorter row starts at the left edge too. */
export const tabletRowStart = style({ '@media': { [media.tablet]: { gridColumnStart: 1 } } });
export const wideRowStart = style({ '@media': { [media.wide]: { gridColumnStart: 1 } } });

const boxed = { ...raisedBox, overflow: 'hidden' } as const;

/** On a phone: a compact list item, the picture or icon in a narrow column beside the text. */
const compact = {
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['4'],
  paddingBlock: vars.space['5'],
  borderTop: `1px solid ${vars.color.line}`,
  // A card without a picture keeps its icon in the narrow column of its body, and the text takes the row.
  selectors: { '&:not(:has(> img))': { gridTemplateColumns: 'minmax(0, 1fr)' } },
} as const;

export const card = recipe({
  // A column whose body grows, so the links of every card in a row sit on one line at the card's foot.
  base: { display: 'flex', flexDirection: 'column', counterIncrement: 'card' },
  variants: {
    look: {
      boxed: { '@media': { [desktop]: boxed, [media.mobile]: compact } },
      ruled: { paddingTop: vars.space['4'], borderTop: `4px solid ${vars.color.accent}` },
      numbered: {
        gap: vars.space['3'],
        selectors: {
          // The number is the list's own numbering, drawn large; screen readers already announce list positions.
          '&::before': {
            content: 'counter(card)',
            display: 'grid',
            placeItems: 'center',
            width: '2.5rem',
            height: '2.5rem',
            borderRadius: vars.radius.pill,
            background: vars.color.primary,
            color: vars.color.inverse,
            fontWeight: 700,
          },
        },
      },
    },
    // A scroller's card is boxed on a phone too, its picture across the top (see `grid`).
    scroller: {
      true: { '@media': { [media.mobile]: { ...boxed, display: 'flex', gap: 0, paddingBlock: 0 } } },
      false: {},
    },
  },
});

export const image = recipe({
  base: { width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', background: vars.color.primaryTint },
  variants: {
    // In a compact list item the picture is a rounded thumbnail; a boxed card's own corners round it otherwise.
    scroller: { true: {}, false: { '@media': { [media.mobile]: { borderRadius: vars.radius.md } } } },
  },
});

// In a compact list item (a phone) with an icon: the icon in a narrow column, the text beside it.
const compactBody = style({
  '@media': {
    [media.mobile]: {
      selectors: {
        '&:has(> img)': { display: 'grid', gridTemplateColumns: '2rem minmax(0, 1fr)', columnGap: vars.space['4'], alignContent: 'start' },
      },
    },
  },
});
globalStyle(`${compactBody}:has(> img) > :not(img)`, { '@media': { [media.mobile]: { gridColumn: 2 } } });

// In a scroller's card (a phone) with an icon: the icon beside the title, the rest under both.
const scrollerBody = style({
  '@media': {
    [media.mobile]: {
      padding: vars.space['5'],
      selectors: {
        // The last row, the links', takes the card's spare height, so they sit at its foot as every card's do.
        '&:has(> img)': { display: 'grid', gridTemplateColumns: '2rem minmax(0, 1fr)', gridTemplateRows: 'auto auto 1fr', columnGap: vars.space['3'], alignItems: 'center' },
      },
    },
  },
});
globalStyle(`${scrollerBody}:has(> img) > :not(img, h2, h3)`, { '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });

// A boxed card's padding sits on its body, so a picture above it runs to the card's edges.
export const body = recipe({
  base: { flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['2'] },
  variants: {
    look: {
      boxed: { '@media': { [desktop]: { padding: vars.space['5'] } } },
      ruled: {},
      numbered: {},
    },
    scroller: { true: scrollerBody, false: compactBody },
  },
});

// On a phone the icon stands beside the text (a compact list item) or the title (a scroller's card), at the size of
// the title's line.
export const icon = recipe({
  base: { width: 48, height: 48, marginBottom: vars.space['2'], '@media': { [media.mobile]: { width: 32, height: 32, marginBottom: 0 } } },
  variants: { scroller: { true: {}, false: { '@media': { [media.mobile]: { gridRow: '1 / span 5' } } } } },
});

export const eyebrow = style({ fontSize: vars.fontSize.sm, color: vars.color.primaryDark, fontWeight: 600 });

export const title = style({ fontSize: vars.fontSize.lg });


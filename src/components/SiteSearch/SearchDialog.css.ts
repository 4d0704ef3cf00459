import { globalStyle, style } from '@vanilla-extract/css';
import { desktop, media, vars } from '../../styles/theme.css';
import { plainList } from '../../styles/layout.css';
import { button } from '../../styles/controls.css';

/**
 * The platform's modal dialog as a panel near the top of the screen over a dimmed page, the whole screen on a phone.
 * The results scroll inside it; the field stays in view above them.
 */
export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(42rem, calc(100vw - 2rem))',
  maxWidth: 'none',
  maxHeight: 'min(44rem, calc(100dvh - 4rem))',
  marginBlock: '2rem auto',
  padding: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.header,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    // Only while open: a closed dialog keeps the browser's display: none.
    '&[open]': { display: 'grid', gridTemplateRows: 'auto auto auto minmax(0, 1fr) auto' },
    '&::backdrop': { background: 'rgba(16, 33, 27, 0.45)' },
  },
  '@media': {
    [media.mobile]: { width: '100%', height: '100%', maxHeight: 'none', margin: 0, border: 0, borderRadius: 0 },
    [desktop]: { marginBlockStart: '6rem' },
  },
});

/** While the search is open the page behind it does not scroll. */
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

const padded = { paddingInline: vars.space['5'] };

export const header = style({ ...padded, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'], paddingBlock: vars.space['4'] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const field = style({ ...padded, display: 'grid', gap: vars.space['2'] });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const inputBox = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const inputIcon = style({ position: 'absolute', insetInlineStart: vars.space['3'], color: vars.color.muted, pointerEvents: 'none' });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '3rem',
  paddingInline: `calc(${vars.space['3']} + 1.125rem + ${vars.space['2']}) ${vars.space['3']}`,
  border: `2px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.md,
});

export const status = style({ ...padded, margin: 0, paddingBlock: vars.space['3'], color: vars.color.muted, fontSize: vars.fontSize.sm });

/** The results and the button that shows more: the part that scrolls. */
export const scroller = style({
  ...padded,
  display: 'grid',
  alignContent: 'start',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderBlock: `1px solid ${vars.color.line}`,
  selectors: { '&:empty': { borderBlockEnd: 0 } },
});

export const results = plainList;

export const result = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['1'],
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.line}` } },
});

export const resultLink = style({
  fontWeight: 600,
  color: vars.color.primaryDark,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

/** The type of a library entry: a small tag under its title. */
export const resultType = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.primaryTint,
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const excerpt = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.body });

globalStyle(`${excerpt} mark`, { background: vars.color.accentSoft, color: vars.color.ink, fontWeight: 600, borderRadius: '2px' });

export const more = style([button({ tone: 'secondary', size: 'sm' }), { justifySelf: 'center', marginBlock: vars.space['3'] }]);

export const browse = style({ ...padded, margin: 0, paddingBlock: vars.space['4'], fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { raisedBox } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../../styles/controls.css';

/** The whole card is the link's target (its title's link covers it), so a tap anywhere on it opens the entry. */
export const card = style({
  ...raisedBox,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  selectors: { '&:has(a:hover)': { borderColor: vars.color.primary } },
});

export const type = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.primaryDark,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, color: vars.color.ink, textWrap: 'balance' });

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '0.2em' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
  },
});

export const summary = style({ margin: 0, color: vars.color.text, flexGrow: 1 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  margin: 0,
  paddingBlockStart: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
});

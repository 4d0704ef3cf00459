import { style } from '@vanilla-extract/css';
import { focusTarget } from '../../styles/controls.css';
import { stack } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

export const confirmation = style([
  stack({ gap: '4' }),
  focusTarget,
  // Further out than the others' ring: the panel's own edge is the brand colour.
  { alignItems: 'start', selectors: { '&:focus': { outlineOffset: '4px', borderRadius: vars.radius.md } } },
]);

/** GOV.UK's confirmation panel: the brand colour, white words, centred. */
export const panel = style({
  alignSelf: 'stretch',
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'center',
  padding: `${vars.space['6']} ${vars.space['5']}`,
  marginBottom: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.inverse,
  textAlign: 'center',
  '@media': { [desktop]: { padding: vars.space['7'] } },
});

export const panelHeading = style({ color: 'inherit', fontSize: vars.fontSize['2xl'] });

export const panelBody = style({
  fontSize: vars.fontSize.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Large and spaced out, so it reads and copies without a slip. */
export const reference = style({ fontSize: vars.fontSize.xl, fontWeight: 700, letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' });

export const nextHeading = style({ fontSize: vars.fontSize.xl, marginTop: vars.space['3'] });

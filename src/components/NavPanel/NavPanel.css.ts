import { style } from '@vanilla-extract/css';
import { plainList, stack } from '../../styles/layout.css';
import { canHover, desktop, vars } from '../../styles/theme.css';
import { focusRing } from '../../styles/controls.css';

export const cards = style([
  plainList,
  { display: 'grid', gap: vars.space['3'], '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
]);

export const card = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.line}`,
});

export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.ink, margin: 0 });

export const cardText = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

export const cardLinks = style([
  plainList,
  { display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['3']}`, marginTop: vars.space['2'] },
]);

export const links = style([plainList, stack({ gap: '1' })]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  color: vars.color.primaryDark,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px' } },
  // In the mobile menu a tapped link would keep its hover look.
  '@media': { [canHover]: { selectors: { '&:hover': { textDecoration: 'underline', background: vars.color.primaryTint } } } },
});

export const invitation = style({
  maxWidth: '18rem',
  marginTop: vars.space['2'],
  paddingTop: vars.space['3'],
  paddingInline: vars.space['2'],
  borderTop: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const invitationLabel = style({ display: 'block', fontWeight: 600, color: vars.color.ink });

export const invitationLink = style({
  color: vars.color.primaryDark,
  selectors: { '&:focus-visible': focusRing },
});

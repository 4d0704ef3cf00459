import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space['4'] });

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const media = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.line}`,
  aspectRatio: '8 / 5',
  background: vars.color.surfaceAlt,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const details = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const address = style({ display: 'grid', fontStyle: 'normal' });

export const openLink = style({ fontWeight: 600 });

// Without JavaScript the button could do nothing: the picture and the link are the map then.
export const consent = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start', '@media': { '(scripting: none)': { display: 'none' } } });

export const showButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  background: vars.color.surface,
  color: vars.color.primaryDark,
  border: `2px solid ${vars.color.primary}`,
  selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryTint } },
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const heroImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });

export const audiences = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const audience = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  paddingTop: vars.space['4'],
  borderTop: `4px solid ${vars.color.accent}`,
});

export const audienceTitle = style({ fontSize: vars.fontSize.lg });

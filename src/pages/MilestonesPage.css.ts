import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { vars } from '../styles/theme.css';

export const body = style([container, { maxWidth: '52rem', paddingBlock: `${vars.space['6']} ${vars.space['8']}` }]);

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

// A line down the left with a dot per milestone; what is still ahead gets a dashed line and a hollow dot.
export const milestone = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  paddingLeft: vars.space['6'],
  paddingBottom: vars.space['6'],
  borderLeft: `3px solid ${vars.color.line}`,
  marginLeft: vars.space['2'],
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    '&[data-future]': { borderLeftStyle: 'dashed' },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-0.6875rem',
      top: '0.25rem',
      width: '1.25rem',
      height: '1.25rem',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
      border: `3px solid ${vars.color.surface}`,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
    '&[data-future]::before': { background: vars.color.surface },
  },
});

export const title = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.xl });

export const year = style({ color: vars.color.primaryDark, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const description = style({ color: vars.color.text, maxWidth: '40rem' });

import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { desktop, vars } from '../styles/theme.css';

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['3']} ${vars.space['5']}`,
  marginTop: vars.space['2'],
});

export const note = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, maxWidth: '22rem' });

export const partners = style({ paddingBlock: vars.space['7'], borderBlock: `1px solid ${vars.color.line}` });

export const partnersInner = style([container]);

export const steps = style({
  display: 'grid',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  counterIncrement: 'step',
  selectors: {
    // The number is the list's own numbering, drawn large; screen readers already announce list positions.
    '&::before': {
      content: 'counter(step)',
      display: 'grid',
      placeItems: 'center',
      width: '2.5rem',
      height: '2.5rem',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      color: vars.color.inverse,
      fontWeight: 700,
      marginBottom: vars.space['2'],
    },
  },
});

export const stepTitle = style({ fontSize: vars.fontSize.lg });

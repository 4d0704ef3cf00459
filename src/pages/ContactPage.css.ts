import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { desktop, vars } from '../styles/theme.css';

export const section = style({ paddingBlock: `${vars.space['6']} ${vars.space['8']}` });

/** The form beside its contact details; stacked on small screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', gap: vars.space['7'] } },
});

export const layout = style([container, columns]);

export const stack = style([container, { display: 'grid', gap: vars.space['8'] }]);

export const narrow = style([container, { display: 'grid', gap: vars.space['7'], maxWidth: '52rem' }]);

export const contactBox = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['5'],
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
});

export const contactHeading = style({ fontSize: vars.fontSize.xl });

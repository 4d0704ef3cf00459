import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { desktop, vars } from '../styles/theme.css';

export const body = style([
  container,
  {
    display: 'grid',
    gap: vars.space['8'],
    paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
  },
]);

/** The form beside its contact details; stacked on small screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', gap: vars.space['7'] } },
});

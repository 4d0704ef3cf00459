import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { defaultLateEstimate, lateEstimate } from '../styles/render-late.css';
import { desktop, vars } from '../styles/theme.css';

export const body = style([
  container,
  {
    display: 'grid',
    gap: vars.space['8'],
    paddingBlock: `${vars.space['6']} ${vars.space['8']}`,
  },
]);

/**
 * The form beside its contact details; stacked on small screens. It renders late (render-late.css.ts): a form is the
 * heaviest layout of the site, and laid out in a task of its own after the first paint it keeps the first one short
 * (Total Blocking Time on a phone). Its estimate is above the form's real height at both sizes (the phone's
 * default), so nothing below it moves into view when it renders.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  vars: { [lateEstimate.desktop]: defaultLateEstimate.phone },
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', gap: vars.space['7'] } },
});

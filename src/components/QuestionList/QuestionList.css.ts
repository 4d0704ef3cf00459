import { style } from '@vanilla-extract/css';
import { plainList } from '../../styles/layout.css';
import { media, vars } from '../../styles/theme.css';

export const questions = style({ display: 'grid', gap: vars.space['6'] });

// Two columns on a wide screen, a rule above each question, so a row's questions start on one line.
export const list = style([
  plainList,
  { display: 'grid', gap: vars.space['6'], '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['8'] } } },
]);

export const item = style({ display: 'grid', alignContent: 'start', gap: vars.space['2'], paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.line}` });

export const question = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const more = style({ fontWeight: 600 });

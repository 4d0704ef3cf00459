import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const block = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const office = style({ display: 'grid', gap: vars.space['1'] });

export const officeName = style({ fontSize: vars.fontSize.md });

export const address = style({ display: 'grid', fontStyle: 'normal', color: vars.color.text });

export const contacts = style({ display: 'grid', gap: vars.space['2'], margin: 0 });

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], listStyle: 'none', margin: 0, padding: 0, fontWeight: 600 });

export const contactTerm = style({ fontWeight: 600, color: vars.color.ink });

export const contactValue = style({ margin: 0 });

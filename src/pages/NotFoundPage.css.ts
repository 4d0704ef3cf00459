import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space['4']} 0 0`,
});

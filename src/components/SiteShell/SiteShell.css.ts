import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  paddingTop: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight})`,
});

export const main = style({ flex: 1 });

import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.css';
import { noScript, vars } from '../../styles/theme.css';

export const player = style([stack({ gap: '3' }), { minWidth: 0 }]);

export const video = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  background: vars.color.primaryTint,
});

export const controls = style({ display: 'flex', minHeight: '2.75rem', '@media': { [noScript]: { display: 'none' } } });

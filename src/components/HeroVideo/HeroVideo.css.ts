import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The box the motion control sits in, over the picture's corner.
export const player = style({ position: 'relative', minWidth: 0 });

export const video = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  background: vars.color.primaryTint,
});

import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

// The look of the home page's demo band.
export const band = style({ background: vars.color.inverseSurface, color: vars.color.inverseMuted, paddingBlock: vars.space['8'] });

export const inner = style([container, { display: 'grid', gap: vars.space['4'], justifyItems: 'start' }]);

export const heading = style({ color: vars.color.inverse, fontSize: vars.fontSize['2xl'] });

export const text = style({ maxWidth: '40rem', fontSize: vars.fontSize.lg });

import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const section = style({ paddingBlock: vars.space['8'] });

export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);

export const inner = style([container, { display: 'grid', gap: vars.space['6'] }]);

export const header = style({ display: 'grid', gap: vars.space['3'], maxWidth: '44rem' });

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const intro = style({ color: vars.color.muted, fontSize: vars.fontSize.lg });

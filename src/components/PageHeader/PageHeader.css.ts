import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const header = style({
  background: `linear-gradient(180deg, ${vars.color.primaryTint} 0%, ${vars.color.surface} 100%)`,
  paddingBlock: `${vars.space['8']} ${vars.space['7']}`,
});

export const inner = style([container, { display: 'grid', gap: vars.space['4'], maxWidth: '52rem', marginInline: 'auto' }]);

export const heading = style({ fontSize: vars.fontSize['3xl'] });

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: '40rem' });

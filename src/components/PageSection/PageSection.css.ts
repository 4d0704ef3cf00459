import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { container } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

export const section = recipe({
  base: { paddingBlock: vars.space['7'], '@media': { [desktop]: { paddingBlock: vars.space['8'] } } },
  variants: { tinted: { true: { background: vars.color.surfaceAlt }, false: {} } },
});

export const inner = style([container, { display: 'grid', gap: vars.space['6'] }]);

export const header = style({ display: 'grid', gap: vars.space['3'], maxWidth: vars.measure.text });

export const heading = style({ fontSize: vars.fontSize['2xl'], textWrap: 'balance' });

export const intro = style({ color: vars.color.muted, fontSize: vars.fontSize.lg });

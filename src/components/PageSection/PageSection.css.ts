import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { container, stack } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

export const section = recipe({
  base: { paddingBlock: vars.space['7'], '@media': { [desktop]: { paddingBlock: vars.space['8'] } } },
  variants: { tinted: { true: { background: vars.color.surfaceAlt }, false: {} } },
});

export const inner = style([container, stack({ gap: '6' })]);

export const header = style([stack({ gap: '3' }), { maxWidth: vars.measure.text }]);

export const heading = style({ fontSize: vars.fontSize['2xl'], textWrap: 'balance' });

export const intro = style({ color: vars.color.muted, fontSize: vars.fontSize.lg });

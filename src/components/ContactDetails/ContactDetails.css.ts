import { style } from '@vanilla-extract/css';
import { panel, stack } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const block = style([stack({ gap: '4' }), panel({ tone: 'tinted' })]);

export const heading = style({ fontSize: vars.fontSize.xl });

export const list = style([stack({ gap: '3' }), { margin: 0 }]);

export const item = stack({ gap: '1' });

export const term = style({ fontWeight: 600, color: vars.color.ink });

// An address or a number never breaks inside.
export const value = style({ margin: 0, whiteSpace: 'nowrap' });

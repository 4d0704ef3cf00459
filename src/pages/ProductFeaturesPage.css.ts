import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { vars } from '../styles/theme.css';

export const back = style({ fontWeight: 600 });

export const features = style({ paddingBlock: `${vars.space['6']} ${vars.space['8']}` });

export const inner = style([container]);

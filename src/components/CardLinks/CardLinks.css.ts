import { style } from '@vanilla-extract/css';
import { cluster, plainList } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

// Pinned to the foot of its column (the card's body): in a row of cards, every card's links are on one line.
export const links = style([plainList, cluster({ gap: '4' }), { marginTop: 'auto', paddingTop: vars.space['2'], fontWeight: 600 }]);

export const link = style({ display: 'inline-block', paddingBlock: vars.space['1'] });

import { style } from '@vanilla-extract/css';
import { panel, stack } from '../styles/layout.css';
import { desktop, vars } from '../styles/theme.css';

// The careers page's photo rows run edge to edge between the hero and the first section.
export const photos = style({ paddingBlock: vars.space['6'], overflow: 'hidden' });

export const director = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '16rem 1fr', gap: vars.space['7'] } },
});

export const portrait = style({ width: '100%', maxWidth: '16rem', borderRadius: vars.radius.lg, aspectRatio: '1' });

export const biography = style([stack({ gap: '3' }), { maxWidth: vars.measure.text }]);

export const personName = style({ fontSize: vars.fontSize.xl });

export const personRole = style({ color: vars.color.primaryDark, fontWeight: 600 });

export const notice = style([stack({ gap: '3' }), panel({ tone: 'notice' }), { maxWidth: vars.measure.text }]);

export const noticeHeading = style({ fontSize: vars.fontSize.xl });

export const prose = style([stack({ gap: '3' }), { maxWidth: vars.measure.text, fontSize: vars.fontSize.lead }]);

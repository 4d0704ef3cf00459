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

// On a phone a smaller portrait, so the director's words start on the first screen.
export const portrait = style({ width: '100%', maxWidth: '8rem', borderRadius: vars.radius.lg, aspectRatio: '1', '@media': { [desktop]: { maxWidth: '16rem' } } });

export const message = style([stack({ gap: '5' }), { margin: 0, maxWidth: vars.measure.text }]);

// Spoken words, set a size up from the body with a rule at their side, as a letter is.
export const messageText = style([
  stack({ gap: '3' }),
  { margin: 0, paddingInlineStart: vars.space['5'], borderInlineStart: `4px solid ${vars.color.accent}`, fontSize: vars.fontSize.lead, color: vars.color.ink },
]);

// In line with the words above, inside their rule.
export const signature = style({ display: 'grid', gap: vars.space['1'], paddingInlineStart: `calc(${vars.space['5']} + 4px)` });

export const personName = style({ color: vars.color.ink, fontWeight: 700 });

export const personRole = style({ color: vars.color.primaryDark, fontWeight: 600 });

export const notice = style([stack({ gap: '3' }), panel({ tone: 'notice' }), { maxWidth: vars.measure.text }]);

export const noticeHeading = style({ fontSize: vars.fontSize.xl });

export const prose = style([stack({ gap: '3' }), { maxWidth: vars.measure.text, fontSize: vars.fontSize.lead }]);

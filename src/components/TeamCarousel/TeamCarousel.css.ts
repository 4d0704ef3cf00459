import { style } from '@vanilla-extract/css';
import { panel, stack } from '../../styles/layout.css';
import { canHover, desktop, noScript, reducedMotion, vars } from '../../styles/theme.css';


export const carousel = style([stack({ gap: '4' }), panel({ tone: 'raised' })]);

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  '@media': { [noScript]: { display: 'none' } },
});

export const navigation = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const dots = style({ display: 'flex', gap: 0 });

// A 24px target around a 12px dot (WCAG 2.5.8).
export const dot = style({
  position: 'relative',
  width: '1.5rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      margin: 'auto',
      width: 12,
      height: 12,
      borderRadius: '50%',
      border: `2px solid ${vars.color.primary}`,
      background: vars.color.surface,
    },
    '&[aria-selected="true"]::before': { background: vars.color.primary },
  },
  '@media': {
    [canHover]: {
      selectors: {
        '&:hover::before': { background: vars.color.primaryTint },
        '&:hover[aria-selected="true"]::before': { background: vars.color.primaryDark },
      },
    },
  },
});

// All cards share one grid cell and cross-fade; the tallest sets the height, so nothing below moves.
export const slides = style({
  display: 'grid',
  '@media': { [noScript]: { gap: vars.space['6'] } },
});

export const slide = style({
  gridArea: '1 / 1',
  display: 'grid',
  gap: vars.space['5'],
  alignContent: 'start',
  transition: `opacity ${vars.motion.fade} ease, visibility 0s linear 0s`,
  '@media': {
    [desktop]: { gridTemplateColumns: '15rem 1fr', alignItems: 'start' },
    // Without a script every card is listed.
    [noScript]: { gridArea: 'auto', selectors: { '&:not([data-current])': { opacity: 1, visibility: 'visible' } } },
    // No fade: the card changes at once (the hidden one must not linger for the fade's length either).
    [reducedMotion]: { transition: 'none', selectors: { '&:not([data-current])': { transition: 'none' } } },
  },
  selectors: {
    '&:not([data-current])': {
      opacity: 0,
      visibility: 'hidden',
      transition: `opacity ${vars.motion.fade} ease, visibility 0s linear ${vars.motion.fade}`,
    },
  },
});

export const image = style({
  width: '100%',
  maxWidth: '15rem',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.primaryTint,
});

export const body = style([stack({ gap: '2' }), { maxWidth: vars.measure.lead }]);

export const name = style({ fontSize: vars.fontSize.xl });

export const role = style({ color: vars.color.primaryDark, fontWeight: 600 });

export const link = style({ fontWeight: 600 });

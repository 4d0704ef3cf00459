import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { interactionTransition } from '../../styles/controls.css';
import { canHover, vars } from '../../styles/theme.css';

/**
 * A 44px target (WCAG 2.5.5) around a smaller white disc with a hairline and a shadow, so it reads on a picture, a
 * tinted band and a white card alike while staying quieter than the page's buttons. The disc is drawn by ::before,
 * so the focus ring (an outline) follows the target's round shape.
 */
const disc = style([
  interactionTransition,
  {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: '2.75rem',
    height: '2.75rem',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.ink,
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: '0.25rem',
        borderRadius: vars.radius.pill,
        border: `1px solid ${vars.color.line}`,
        background: vars.color.surface,
        boxShadow: vars.shadow.card,
      },
    },
    '@media': { [canHover]: { selectors: { '&:hover::before': { background: vars.color.primaryTint, borderColor: vars.color.primary } } } },
  },
]);

export const control = recipe({
  base: disc,
  variants: {
    placement: {
      /** On the moving area itself, in its lower right corner: the area is the positioned box. */
      corner: { position: 'absolute', insetInlineEnd: vars.space['3'], insetBlockEnd: vars.space['3'], zIndex: 1 },
      inline: {},
    },
  },
});

// The icon above the disc.
export const icon = style({ position: 'relative' });

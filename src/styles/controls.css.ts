import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/*
 * A control's colours animate only while the visitor acts on it: they ease into the hovered, focused or pressed
 * look and snap back. Declared on the control at rest, a transition also runs when Chrome first renders a part of
 * the page that was deferred (content-visibility: auto, see SiteShell.css.ts) after a script touched the document:
 * the control then fades in from the browser's default link colours, and a contrast check (Lighthouse's axe)
 * that samples it in that moment sees blue on the band's dark green. tests/e2e/routes.spec.ts holds this.
 */
export const interactionTransition = style({
  selectors: {
    '&:is(:hover, :focus, :active, [data-hovered], [data-focused], [data-pressed])': {
      transition: ['background-color', 'border-color', 'color', 'box-shadow'].map((property) => `${property} ${vars.motion.fast}`).join(', '),
    },
  },
});

/** The site's button shape, for links that act as buttons and for buttons: a pill at least 44px high, semibold. */
export const pillButton = style([
  interactionTransition,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
]);

/** The secondary look: white with a green outline, tinted while hovered, grey while pressed. */
export const outlineButton = style([
  pillButton,
  {
    borderColor: vars.color.primary,
    background: vars.color.surface,
    color: vars.color.primaryDark,
    selectors: {
      '&:is(:hover, [data-hovered])': { background: vars.color.primaryTint, color: vars.color.primaryDark },
      '&:is(:active, [data-pressed])': { background: vars.color.line },
    },
  },
]);

import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { canHover, vars } from './theme.css';

/*
 * A control's colours animate only while the visitor acts on it: they ease into the hovered, focused or pressed
 * look and snap back. Declared on the control at rest, a transition also runs when Chrome first renders a part of
 * the page that was deferred (content-visibility: auto, see render-late.css.ts) after a script touched the document:
 * the control then fades in from the browser's default link colours, and a contrast check (Lighthouse's axe)
 * that samples it in that moment sees blue on the band's dark green. tests/e2e/routes.spec.ts holds this.
 */
export const interactionTransition = style({
  selectors: {
    '&:is(:hover, :focus, :active)': {
      transition: ['background-color', 'border-color', 'color', 'box-shadow'].map((property) => `${property} ${vars.motion.fast}`).join(', '),
    },
  },
});

const hovered = '&:hover';
const pressed = '&:active';

/**
 * The site's one button: a pill at least 44px high, semibold, on one line where there is room (a label wraps only
 * on a screen narrower than itself: reflow at 320px). For links that act as buttons
 * (ButtonLink) and for buttons (form submits, Load more, the map, the motion control, the carousel's arrows).
 * `primary` is the page's main action, `secondary` (white with a green outline) every other one, `accent` the
 * main action on a dark band.
 */
export const button = recipe({
  base: [
    interactionTransition,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['2'],
      minHeight: '2.75rem',
      borderRadius: vars.radius.pill,
      border: '2px solid transparent',
      font: 'inherit',
      fontWeight: 600,
      lineHeight: 1.2,
      maxWidth: '100%',
      paddingBlock: vars.space['2'],
      textAlign: 'center',
      textWrap: 'balance',
      textDecoration: 'none',
      cursor: 'pointer',
    },
  ],
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.inverse,
        selectors: {
          [hovered]: { background: vars.color.primaryDark, color: vars.color.inverse },
        },
      },
      secondary: {
        borderColor: vars.color.primary,
        background: vars.color.surface,
        color: vars.color.primaryDark,
        selectors: {
          [hovered]: { background: vars.color.primaryTint, color: vars.color.primaryDark },
          [pressed]: { background: vars.color.line },
        },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.ink,
        selectors: { [hovered]: { background: vars.color.accentSoft, color: vars.color.ink } },
      },
    },
    size: {
      md: { fontSize: vars.fontSize.md, paddingInline: vars.space['5'] },
      sm: { fontSize: vars.fontSize.sm, paddingInline: vars.space['4'] },
      /** A square button holding only an icon (its name is its aria-label). */
      icon: { width: '2.75rem', padding: 0 },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The site's one focus ring (the theme's `focusRing`), for every control and focus target. */
/**
 * A square icon button of the shell: the mobile menu's toggle and close button, the search control in the menu
 * and the search dialog's close button. A 44px target with a light line around it, tinted under a hovering pointer;
 * its name is its `aria-label`.
 */
export const iconButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  '@media': { [canHover]: { selectors: { '&:hover': { background: vars.color.primaryTint } } } },
});

export const focusRing = { outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`, outlineOffset: vars.focusRing.offset } as const;

/**
 * The ring on a box the page moves focus to after an action (the error summary, a form's notice, its confirmation):
 * shown for any focus, not only the keyboard's (:focus-visible), since a mouse click's result takes focus too.
 */
export const focusTarget = style({ selectors: { '&:focus': focusRing } });

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

import { createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { desktop } from './theme.css';

/**
 * An element that renders late: laid out and painted only when it nears the viewport, on the page a visit starts
 * on. A phone's first paint then does a fraction of the layout it would, which is what kept the bench's Total
 * Blocking Time over its bar on the long pages. The component or page that renders the element decides, by spreading
 * this attribute on it: the inner part of every page section but the first one or two below the hero (the page sets
 * PageSection's `renderLate`), a form's columns and the footer. Anything on the first screen stays out: deferred,
 * its estimated height moved the parts below it once it rendered (CLS). So does what ends a page's main (the closing
 * band, CtaBand.tsx): rendered on arrival after a jump, its estimate was the page's end, which moved what the jump
 * had just put in view.
 *
 * tests/e2e/support/render-all.css reads the same attribute to render every such element before a full-page
 * screenshot, which does not scroll.
 */
export const renderLate = { 'data-render': 'late' } as const;

/**
 * The estimated height of an element not rendered yet, at each size. Elements keep their backgrounds, so a contrast
 * check (axe, Lighthouse) sees text not rendered yet on its real colour, provided the text lies inside its element:
 * asked for the position of an element not rendered yet, Chrome lays it out inside a box of the estimated height,
 * and text beyond the estimate lands on whatever follows (the home page's last audience card read as green on the
 * closing band's yellow button). So the estimate is at least the tallest such element at each size (a phone stacks
 * the cards: up to about 1,800px). Too tall moves what a jump past such parts brings into view as they render, so each
 * renders once soon after the page hydrates and the browser keeps its real height (client/remember-late-heights.ts);
 * until then, and without scripts, the estimates stand. An element taller than the defaults sets
 * its own (a form's columns), and so does the footer, the page's end, close to its real height.
 */
export const lateEstimate = { phone: createVar(), desktop: createVar() };
export const defaultLateEstimate = { phone: '2000px', desktop: '1000px' } as const;

/*
 * The estimate applies only while a part skips its rendering; `auto` keeps the real height once the part has been
 * rendered (client/remember-late-heights.ts renders each once, soon after a page hydrates).
 */
globalStyle('[data-render="late"]', {
  containIntrinsicBlockSize: `auto ${fallbackVar(lateEstimate.phone, defaultLateEstimate.phone)}`,
  '@media': { [desktop]: { containIntrinsicBlockSize: `auto ${fallbackVar(lateEstimate.desktop, defaultLateEstimate.desktop)}` } },
});

/*
 * A page scrolled on arrival (by Back or Forward, or a link to one of its sections) renders in full
 * (data-navigated, see SiteShell.tsx), so the position lands where it means to, not on estimated heights. A part
 * being measured (data-measuring) renders for that one frame.
 */
globalStyle('html:not([data-navigated]) [data-render="late"]:not([data-measuring])', {
  contentVisibility: 'auto',
});

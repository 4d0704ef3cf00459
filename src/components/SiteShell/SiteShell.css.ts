import { globalStyle, style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  paddingTop: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight})`,
});

export const main = style({ flex: 1 });

/*
 * On the page a visit starts on, the content of every part of <main> after the hero and the part under it is laid
 * out and painted only when it nears the viewport: a phone's first paint does a fraction of the layout it did, which
 * is what kept the bench's Total Blocking Time over its bar on the long pages. The part under the hero is on the
 * first screen, or nearly: deferred, its estimated height moved the parts below it once it rendered (the FAQ's
 * closing band shifted into view, CLS 0.1).
 *
 * The parts themselves still paint their backgrounds, so a contrast check (axe, Lighthouse) sees text not rendered
 * yet on its real colour, provided the text lies inside its part: asked for the position of an element not
 * rendered yet, Chrome lays it out inside a box of the estimated height, and text beyond the estimate lands on
 * whatever part follows (the home page's last audience card read as green on the closing band's yellow button).
 * So the estimate is at least the tallest part at each size (a phone stacks the cards: up to about 1,800px);
 * too tall costs nothing but scrollbar length, as the browser remembers the real height once rendered. The footer
 * is deferred the same way (SiteFooter.css.ts). A page scrolled on arrival (by Back or Forward, or a link to one of
 * its sections) renders in full (data-navigated, see SiteShell.tsx).
 */
globalStyle(`html:not([data-navigated]) ${main} > * ~ * ~ * > *`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 2000px',
  '@media': { [desktop]: { containIntrinsicBlockSize: 'auto 1000px' } },
});

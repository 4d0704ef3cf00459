import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  paddingTop: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight})`,
});

export const main = style({ flex: 1 });

/*
 * On the page a visit starts on, the content of every part of <main> after the first is laid out and painted only
 * when it nears the viewport: a phone's first paint does a fraction of the layout it did, which is what kept the
 * bench's Total Blocking Time over its bar on the long pages. The parts themselves still paint their backgrounds,
 * so a contrast check (axe, Lighthouse) sees text not rendered yet on its real colour. The estimate stands in for
 * the content's height until it has been rendered once; then the browser remembers the real one. The footer is
 * deferred the same way, with an estimate per layout (SiteFooter.css.ts). After a client-side navigation pages
 * render in full (data-navigated, see SiteShell.tsx).
 */
globalStyle(`html:not([data-navigated]) ${main} > * ~ * > *`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 640px',
});

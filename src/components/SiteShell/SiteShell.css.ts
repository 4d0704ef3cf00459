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
 * On the page a visit starts on, every part after the first, and the footer, is laid out and painted only when it
 * nears the viewport: a phone's first paint does a fraction of the layout it did, which is what kept the bench's
 * Total Blocking Time over its bar on the long pages. The estimate stands in for a part's height until it has been
 * rendered once; then the browser remembers the real one. After a client-side navigation pages render in full
 * (data-navigated, see SiteShell.tsx).
 */
globalStyle(`html:not([data-navigated]) ${main} > * ~ *, html:not([data-navigated]) ${main} ~ footer`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 640px',
});

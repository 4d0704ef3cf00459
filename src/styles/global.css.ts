import { globalStyle } from '@vanilla-extract/css';
import { redirectNoticeClass } from './redirect-notice';
import { focusRing } from './controls.css';
import { reducedMotion, vars } from './theme.css';

/*
 * Every box sizes with its border and padding. With reduced motion, animations end at once and nothing transitions.
 * A transition of any length, however short, would be started on every element whose style changes, since every
 * element transitions `all` once it has a duration: the stylesheet's own arrival, when Chrome has laid the page out
 * before it came, would start hundreds. In a part not rendered yet (content-visibility: auto, render-late.css.ts) a
 * transition stays at its start until the part renders, so a contrast check would read the browser's default black
 * text and blue links on the dark band and footer. tests/e2e/styles-settle.desktop.spec.ts holds this.
 */
globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
    },
  },
});

globalStyle('html', {
  // Keeps focused elements and anchor targets clear of the fixed top strip and header.
  scrollPaddingTop: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight} + ${vars.space['4']})`,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

// Headings balance their lines, so a title never leaves one word alone; paragraphs avoid a lone last word.
globalStyle('h1, h2, h3, h4', {
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  fontWeight: 700,
  letterSpacing: vars.letterSpacing.heading,
  textWrap: 'balance',
});

globalStyle('p', { margin: 0, textWrap: 'pretty' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.2em' });
globalStyle('a:hover', { color: vars.color.primaryDark });

/*
 * One focus ring on every surface, light or dark (the theme's `focusRing`). An outline follows the element's own
 * corners, so a pill stays a pill and a card keeps its radius; a link rounds its corners a little at rest, so its
 * ring is the same soft rectangle in a card, a menu or running text.
 */
globalStyle(':focus-visible', focusRing);
globalStyle('a', { borderRadius: '2px' });
// The programmatic focus target after a navigation is not an interactive control: no ring for it.
globalStyle('main:focus', { outline: 'none' });

globalStyle(`.${redirectNoticeClass}`, { maxWidth: vars.measure.lead, marginInline: 'auto', marginBlock: vars.space['8'], paddingInline: vars.space['4'] });

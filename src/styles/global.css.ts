import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

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

globalStyle('h1, h2, h3, h4', {
  color: vars.color.ink,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  fontWeight: 700,
  letterSpacing: '-0.01em',
});

globalStyle('p', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%', height: 'auto' });

globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.2em' });
globalStyle('a:hover', { color: vars.color.primaryDark });

// A focus ring that is always visible: two rings (dark outline, light halo) read on light and dark surfaces alike.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 6px ${vars.color.surface}`,
  borderRadius: '2px',
});
globalStyle('[data-inverse] :focus-visible', {
  outlineColor: vars.color.focusInverse,
  boxShadow: `0 0 0 6px ${vars.color.inverseSurface}`,
});
// The programmatic focus target after a navigation is not an interactive control: no ring for it.
globalStyle('main:focus', { outline: 'none' });

globalStyle('html', {
  '@media': {
    [reducedMotion]: { scrollBehavior: 'auto' },
  },
});
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

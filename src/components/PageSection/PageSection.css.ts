import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { container, sectionSpace, stack } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

export const section = recipe({
  base: sectionSpace,
  variants: { tinted: { true: { background: vars.color.surfaceAlt }, false: {} } },
});

export const inner = recipe({
  base: [container, { display: 'grid', alignContent: 'start', gap: vars.space['6'] }],
  variants: {
    layout: {
      stacked: {},
      // Five twelfths for the heading, seven for the content, on one grid with the cards of other sections.
      split: { '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', columnGap: vars.space['8'], alignItems: 'start' } } },
      centred: { justifyItems: 'center', textAlign: 'center' },
    },
  },
});

// The heading may run to the column measure, so a heading that fits on one line is not broken onto two; the
// introduction under it keeps the text measure.
export const header = recipe({
  base: [stack({ gap: '3' }), { maxWidth: vars.measure.column }],
  variants: {
    layout: {
      stacked: {},
      // Beside content that runs long (a timeline), the heading stays in view while the content scrolls past.
      split: { '@media': { [media.wide]: { position: 'sticky', top: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight} + ${vars.space['6']})` } } },
      centred: { justifyItems: 'center' },
    },
  },
});

export const heading = style({ fontSize: vars.fontSize['2xl'], letterSpacing: vars.letterSpacing.display });

export const intro = style({ color: vars.color.muted, fontSize: vars.fontSize.lead, maxWidth: vars.measure.text });

export const content = recipe({
  base: [stack({ gap: '6' }), { minWidth: 0 }],
  variants: {
    layout: {
      stacked: {},
      split: {},
      // Each part centred at its own width (a list of questions, a timeline), its text read from the left. The content
      // spans the container, so a part's width in percent is of the container, never of the part's own content: a list
      // of questions keeps its measure whether an answer is open or not.
      centred: { width: '100%', justifyItems: 'center', textAlign: 'start' },
    },
  },
});

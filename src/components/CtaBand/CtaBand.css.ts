import { style } from '@vanilla-extract/css';
import { container, sectionSpace, stack } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

// The brand green, a step lighter than the footer's, so the band and the footer below it read as two parts.
export const band = style([sectionSpace, { background: vars.color.primary, color: vars.color.inverse }]);

// Text and button side by side on a desktop, the button at the text's end; stacked on a phone.
export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space['5'],
    justifyItems: 'start',
    '@media': { [desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space['7'] } },
  },
]);

// The heading may run to the column measure, so it stays on one line where its words fit; the text under it keeps the
// lead measure.
export const text = style([stack({ gap: '3' }), { maxWidth: vars.measure.column }]);

export const heading = style({ color: vars.color.inverse, fontSize: vars.fontSize['2xl'], letterSpacing: vars.letterSpacing.display });

export const body = style({ fontSize: vars.fontSize.lead, maxWidth: vars.measure.lead });

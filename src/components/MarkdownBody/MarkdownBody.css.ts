import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../../styles/controls.css';

/**
 * Long-form text at a reading measure: headings a step apart, lists, tables that scroll sideways on a phone rather
 * than widen the page, figures with their captions, footnotes in smaller type.
 */
export const prose = style({
  maxWidth: '42rem',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

/** A rule for elements inside a body; each selector of a list is scoped to the body on its own. */
const inProse = (selectors: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selectors
      .split(',')
      .map((selector) => `${prose} ${selector.trim()}`)
      .join(', '),
    rule,
  );

inProse('> * + *', { marginBlockStart: vars.space['4'] });
inProse('h2', {
  marginBlockStart: vars.space['7'],
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.heading,
  color: vars.color.ink,
  textWrap: 'balance',
});
inProse('h3', { marginBlockStart: vars.space['6'], fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, color: vars.color.ink });
inProse('h2 + *, h3 + *', { marginBlockStart: vars.space['3'] });
inProse('p, ul, ol, table, pre, blockquote', { marginBlockEnd: 0 });
inProse('ul, ol', { paddingInlineStart: vars.space['5'] });
inProse('li + li', { marginBlockStart: vars.space['2'] });
inProse('a', { color: vars.color.primaryDark, textDecorationThickness: '1px', textUnderlineOffset: '0.2em' });
inProse('a:hover', { textDecorationThickness: '2px' });
inProse('a:focus-visible, pre:focus-visible, table:focus-visible', focusRing);
inProse('strong', { color: vars.color.ink });
inProse('img', { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md, border: `1px solid ${vars.color.line}` });
// The caption: the line in italics right under a picture.
inProse('p:has(> img) + p > em:only-child', { display: 'block', fontStyle: 'normal', fontSize: vars.fontSize.sm, color: vars.color.muted });
inProse('p:has(> img) + p', { marginBlockStart: vars.space['2'] });
inProse('table', { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, maxWidth: '100%' });
inProse('th, td', { paddingBlock: vars.space['2'], paddingInline: vars.space['3'], borderBottom: `1px solid ${vars.color.line}`, textAlign: 'left', verticalAlign: 'top' });
inProse('th', { color: vars.color.ink, fontWeight: 600, borderBottomWidth: '2px' });
inProse('td[align="right"], th[align="right"]', { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
inProse('blockquote', { margin: 0, paddingInlineStart: vars.space['4'], borderInlineStart: `3px solid ${vars.color.primary}`, color: vars.color.ink });
inProse('code', { fontSize: '0.9em', background: vars.color.surfaceAlt, borderRadius: '4px', paddingInline: '0.25em' });
inProse('pre', { overflowX: 'auto', padding: vars.space['4'], background: vars.color.surfaceAlt, borderRadius: vars.radius.md, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
inProse('pre code', { background: 'none', padding: 0 });
inProse('section[data-footnotes]', { marginBlockStart: vars.space['7'], paddingBlockStart: vars.space['4'], borderTop: `1px solid ${vars.color.line}`, fontSize: vars.fontSize.sm, color: vars.color.muted });
inProse('section[data-footnotes] h2', { marginBlockStart: 0, fontSize: vars.fontSize.md });
inProse('sup a', { textDecoration: 'none', paddingInline: '0.1em' });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

/* The editor's own pages: plain, dense forms in the site's colours, type and focus ring. */

globalStyle('body', { margin: 0, fontFamily: vars.font.body, color: vars.color.text, background: vars.color.surfaceAlt, lineHeight: 1.45 });
// The editor shows the content build's messages at their fields; Vite's overlay would cover the form they are in.
globalStyle('vite-error-overlay', { display: 'none' });
globalStyle(':focus-visible', { outline: `${vars.focusRing.width} solid ${vars.focusRing.color}`, outlineOffset: vars.focusRing.offset });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '15rem minmax(24rem, 1fr) minmax(0, 1.2fr)',
  gridTemplateRows: 'auto 1fr',
  height: '100vh',
});

export const bar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.inverseSurface,
  color: vars.color.inverse,
});

export const barTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const barLink = style({ color: vars.color.inverse });

export const barAccount = style({ marginInlineStart: 'auto', marginBlock: 0, fontSize: vars.fontSize.sm });

export const barButton = style({
  font: 'inherit',
  color: vars.color.inverse,
  background: 'none',
  border: `1px solid ${vars.color.inverse}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space[2]}`,
  cursor: 'pointer',
});

export const fileList = style({ overflowY: 'auto', borderRight: `1px solid ${vars.color.line}`, padding: vars.space[3], background: vars.color.surface });

export const fileGroup = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.muted, margin: `${vars.space[3]} 0 ${vars.space[1]}` });

export const fileLinks = style({ listStyle: 'none', margin: 0, padding: 0 });

export const fileLink = style({
  display: 'block',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primaryTint, fontWeight: 600 }, '&:hover': { textDecoration: 'underline' } },
});

export const formPane = style({ overflowY: 'auto', padding: vars.space[4], background: vars.color.surface });

export const previewPane = style({ overflow: 'hidden', display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[3] });

export const previews = style({ display: 'flex', gap: vars.space[3], flex: 1, minHeight: 0, alignItems: 'stretch' });

export const previewFrame = style({ border: `1px solid ${vars.color.line}`, background: vars.color.surface, transformOrigin: '0 0' });

export const previewBox = style({ position: 'relative', overflow: 'hidden', flexShrink: 0 });

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[1]}` });

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, margin: `${vars.space[1]} 0` });

export const field = style({ margin: `0 0 ${vars.space[3]}` });

export const label = style({ display: 'block', fontWeight: 600, color: vars.color.ink });

export const checkboxLabel = style({ fontWeight: 600, color: vars.color.ink });

export const control = style({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: vars.space[2],
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const fieldset = style({ border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.md, padding: vars.space[3], margin: `0 0 ${vars.space[3]}` });

export const legend = style({ fontWeight: 700, color: vars.color.ink, padding: `0 ${vars.space[1]}` });

export const listItems = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({ borderTop: `1px dashed ${vars.color.line}`, paddingTop: vars.space[2], marginTop: vars.space[2] });

export const itemTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1], margin: `${vars.space[1]} 0` });

export const button = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  minHeight: '2.25rem',
  border: `1px solid ${vars.color.primaryDark}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryDark,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
});

export const primaryButton = style([button, { background: vars.color.primaryDark, color: vars.color.inverse, fontWeight: 600 }]);

export const error = style({ color: vars.color.danger, fontWeight: 600, margin: `${vars.space[1]} 0` });

export const summary = style({
  border: `3px solid ${vars.color.danger}`,
  background: vars.color.dangerTint,
  padding: vars.space[3],
  margin: `0 0 ${vars.space[4]}`,
  borderRadius: vars.radius.sm,
});

export const summaryHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[2]}`, color: vars.color.ink });

export const summaryLink = style({ color: vars.color.danger, fontWeight: 600 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], position: 'sticky', top: 0, background: vars.color.surface, padding: `${vars.space[2]} 0`, zIndex: 1 });

export const status = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const thumbnail = style({ display: 'block', maxWidth: '8rem', maxHeight: '5rem', margin: `${vars.space[1]} 0`, background: vars.color.surfaceAlt });

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.sm });

export const signIn = style({ maxWidth: '36rem', margin: `${vars.space[8]} auto`, padding: vars.space[4], display: 'grid', gap: vars.space[3], justifyItems: 'start' });

import { style } from '@vanilla-extract/css';
import { button } from '../../styles/controls.css';
import { spin } from '../../styles/keyframes.css';
import { panel, plainList, stack } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

const formPanel = style([stack({ gap: '5' }), panel({ tone: 'raised' }), { '@media': { [desktop]: { padding: vars.space['6'] } } }]);

export const form = style([formPanel]);

export const heading = style({ fontSize: vars.fontSize.xl });

export const note = style({ color: vars.color.muted, marginTop: `calc(-1 * ${vars.space['3']})` });

export const fields = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [desktop]: { gridColumn: '1 / -1' } } });

// Off-screen rather than display: none, so that robots that skip hidden fields still fill it in.
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

/** Where the message goes and how long it is kept, under the send button. */
export const privacy = style({ color: vars.color.muted, margin: 0 });

export const submit = button({ tone: 'primary' });

export const secondaryButton = style([button({ tone: 'secondary' }), { justifySelf: 'start' }]);

export const spinner = style({
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.inverse}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

const noticeBase = style({
  display: 'grid',
  gap: vars.space['2'],
  justifyItems: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  // Focus lands here after a send; the ring shows where it went.
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const notice = style([noticeBase, { background: vars.color.primaryTint, borderColor: vars.color.primary }]);

export const error = style([noticeBase, { background: vars.color.dangerTint, borderColor: vars.color.danger }]);

export const confirmation = style([
  formPanel,
  { borderLeft: `6px solid ${vars.color.primary}`, selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } },
]);

export const noticeHeading = style({ fontSize: vars.fontSize.lg });

// The error summary, after GOV.UK's: a thick danger-coloured border, a bold heading, and links in the danger colour,
// underlined and bold. Focus lands on it after a submit with mistakes; the ring shows where it went.
export const summary = style({
  padding: vars.space['4'],
  border: `5px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [desktop]: { padding: vars.space['5'] } },
});

export const summaryBody = stack({ gap: '3' });

export const summaryHeading = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const summaryList = style([plainList, stack({ gap: '2' })]);

export const summaryLink = style({
  color: vars.color.danger,
  fontWeight: 700,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  selectors: {
    // Visited or hovered, still the danger colour (the site's links turn dark green on hover); a thicker line instead.
    '&:visited, &:hover, &:active': { color: vars.color.danger },
    '&:hover': { textDecorationThickness: '3px' },
  },
});

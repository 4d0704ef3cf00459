import { style } from '@vanilla-extract/css';
import { button } from '../../styles/controls.css';
import { spin } from '../../styles/keyframes.css';
import { panel, stack } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

/** One column, GOV.UK's: every field on its own row, at every width. */
export const form = style([stack({ gap: '5' }), panel({ tone: 'raised' }), { '@media': { [desktop]: { padding: vars.space['6'] } } }]);

export const heading = style({ fontSize: vars.fontSize.xl });

export const note = style({ color: vars.color.muted, marginTop: `calc(-1 * ${vars.space['3']})` });

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

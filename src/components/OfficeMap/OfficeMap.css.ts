import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.css';
import { desktop, noScript, vars } from '../../styles/theme.css';

export const section = stack({ gap: '4' });

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const media = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.line}`,
  aspectRatio: '8 / 5',
  background: vars.color.surfaceAlt,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const details = stack({ gap: '4', align: 'start' });

export const address = style({ display: 'grid', fontStyle: 'normal' });

export const openLink = style({ fontWeight: 600 });

// Without JavaScript the button could do nothing: the picture and the link are the map then.
export const consent = style([stack({ gap: '2', align: 'start' }), { '@media': { [noScript]: { display: 'none' } } }]);

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

import { globalStyle, style } from '@vanilla-extract/css';
import { focusTarget } from '../../styles/controls.css';
import { plainList, stack } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

// After GOV.UK's: a thick border in the danger colour, a bold heading, and links in the danger colour, underlined and
// bold. Focus lands on it after a submit with mistakes; the ring shows where it went.
export const summary = style([
  focusTarget,
  {
    padding: vars.space['4'],
    border: `5px solid ${vars.color.danger}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: { '&[hidden]': { display: 'none' } },
    '@media': { [desktop]: { padding: vars.space['5'] } },
  },
]);

export const body = stack({ gap: '3' });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const list = style([plainList, stack({ gap: '2' })]);

// The links by their place in the list: the form service writes links into it without the page's class names.
const link = `${list} a`;
globalStyle(link, { color: vars.color.danger, fontWeight: 700, textDecoration: 'underline', textDecorationThickness: '1px' });
// Visited or hovered, still the danger colour (the site's links turn dark green on hover); a thicker line instead.
globalStyle(`${link}:visited, ${link}:hover, ${link}:active`, { color: vars.color.danger });
globalStyle(`${link}:hover`, { textDecorationThickness: '3px' });

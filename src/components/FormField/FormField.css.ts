import { style } from '@vanilla-extract/css';
import { formHooks } from '../../lib/form-markup';
import { stack } from '../../styles/layout.css';
import { interactionTransition } from '../../styles/controls.css';
import { vars } from '../../styles/theme.css';

/**
 * GOV.UK's form group: an invalid one (data-invalid) has a bar at its left, in the danger colour, and its content
 * moves right by the bar's width and a gap, so the fields stay on one edge when valid.
 */
export const group = style([
  stack({ gap: '1' }),
  {
    selectors: {
      [`&[${formHooks.invalid}]`]: {
        borderLeft: `5px solid ${vars.color.danger}`,
        paddingLeft: vars.space['4'],
      },
    },
  },
]);

export const label = style({ fontWeight: 600, color: vars.color.ink });

export const marker = style({ fontWeight: 400, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

/**
 * A text box, and the base of the select and the textarea. Every control is the form column's width, a phone
 * number's too, so a form's fields share one right edge.
 */
export const control = style([
  interactionTransition,
  {
    width: '100%',
    minHeight: '2.75rem',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `2px solid ${vars.color.muted}`,
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { borderColor: vars.color.ink },
      '&:focus': { borderColor: vars.color.primary },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const textarea = style([control, { resize: 'vertical', lineHeight: vars.lineHeight.body }]);

// min-width 0: as an item of the group's grid it would otherwise be as wide as the select's longest option, wider
// than a 320px screen.
export const selectWrap = style({ position: 'relative', display: 'block', minWidth: 0 });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: vars.space['7'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 14 14'%3E%3Cpath d='M2 5l5 5 5-5' fill='none' stroke='%2310211B' stroke-width='2'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['3']} center`,
  },
]);

/** The message above the control: bold, in the danger colour, as GOV.UK's; hidden until there is one. */
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 700,
  selectors: { '&[hidden]': { display: 'none' } },
});

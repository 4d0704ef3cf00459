import { memo, type ChangeEvent } from 'react';
import { forms } from '../../content/forms';
import type { FormsField } from '../../content/types';
import { formHooks, messageId } from '../../lib/form-markup';
import { visuallyHidden } from '../../styles/layout.css';
import * as styles from './FormField.css';

interface FormFieldProps {
  field: FormsField;
  /** The control's id, the same in the server's HTML and after hydration: the error summary links to it. */
  id: string;
  /** The value the control starts with (empty, or chosen by the page); from then on the control holds what is typed. */
  defaultValue: string;
  /** The message to show, from content; set by the form when it is submitted and cleared as the value is fixed. */
  error: string | undefined;
  /** Called with the field's name and new value on every change: one handler serves every field. */
  onChange: (name: string, value: string) => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * One field of a contact form, laid out as GOV.UK's form group: the label, the hint, the message (when there is
 * one), then the control, so a visitor using a screen magnifier meets the message before the field. An invalid
 * group is marked by a bar at its left (data-invalid). The message element is always in the HTML, hidden while it is
 * empty: the form service fills it in on the page it sends back to a form posted without JavaScript
 * (lib/form-markup.ts). Its words follow a visually hidden "Error:", as GOV.UK's do.
 *
 * The control holds its own value, so a key press renders nothing: the form hears of it through `onChange` and
 * re-renders a field only when its message comes or goes (the component is memoised). The form decides when errors
 * show (on submit, not on leaving a field, which would move the send button under the pointer). `required` and the
 * input type stay on the element, so the browser enforces them when JavaScript is off. A select is a native
 * <select>: it works without JavaScript and on every phone's own picker. Only an optional field is marked,
 * "(optional)" after its label; a required one says "required" to assistive technology (aria-required).
 */
export const FormField = memo(function FormField({ field, id, defaultValue, error, onChange }: FormFieldProps) {
  const required = field.errorWhenEmpty !== undefined;
  const descriptionId = `${id}-description`;
  const errorId = messageId(id);
  const control = {
    id,
    name: field.name,
    defaultValue,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': [field.description ? descriptionId : '', error !== undefined ? errorId : ''].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<Control>) => onChange(field.name, event.currentTarget.value),
  };
  return (
    <div className={styles.group} {...{ [formHooks.field]: field.name, [formHooks.invalid]: error !== undefined ? '' : undefined }}>
      <label className={styles.label} htmlFor={id}>
        {required ? (
          field.label
        ) : (
          <>
            {field.label} <span className={styles.marker}>{forms.markers.optional}</span>
          </>
        )}
      </label>
      {field.description ? (
        <span id={descriptionId} className={styles.description}>
          {field.description}
        </span>
      ) : null}
      <p id={errorId} className={styles.error} hidden={error === undefined}>
        <span className={visuallyHidden}>{forms.markers.error}</span> <span {...{ [formHooks.message]: '' }}>{error ?? ''}</span>
      </p>
      {field.kind === 'textarea' ? (
        <textarea {...control} className={styles.textarea} rows={field.rows} autoComplete={field.autocomplete} />
      ) : field.kind === 'select' ? (
        <span className={styles.selectWrap}>
          <select {...control} className={styles.select} autoComplete={field.autocomplete ?? 'off'}>
            <option value="">{field.placeholder}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      ) : (
        <input
          {...control}
          className={styles.control}
          type={field.kind === 'email' || field.kind === 'tel' ? field.kind : 'text'}
          autoComplete={field.autocomplete}
          spellCheck={field.kind === 'email' ? false : undefined}
        />
      )}
    </div>
  );
});

import { useRef, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import { FieldError, Input, InputContext, Label, Text, TextArea, TextField, useContextProps } from 'react-aria-components';
import { forms } from '../../content/forms';
import type { FormsField, FormsSelectField } from '../../content/types';
import { fieldError } from '../../lib/forms';
import * as styles from './FormField.css';

interface FormFieldProps {
  field: FormsField;
  value: string;
  onChange: (value: string) => void;
}

/**
 * One field of a contact form: a react-aria TextField, so the label, help text and error are tied to the
 * control (aria-describedby, aria-invalid) and the browser's own validation runs with the messages from content.
 * A select is a native <select>: it works without JavaScript and on every phone's own picker.
 */
export function FormField({ field, value, onChange }: FormFieldProps) {
  const required = field.required !== undefined;
  return (
    <TextField
      className={styles.field}
      name={field.name}
      value={value}
      onChange={onChange}
      isRequired={required}
      // Every rule lives here, so every message comes from content: empty or whitespace-only, too long, not an address.
      validate={(current) => fieldError(field, current) ?? null}
      type={field.kind === 'email' || field.kind === 'tel' ? field.kind : 'text'}
      autoComplete={field.autocomplete}
    >
      <Label className={styles.label}>
        {field.label}{' '}
        {required ? (
          // The control itself says "required" to assistive technology; this is the same for the eye.
          <span className={styles.marker} aria-hidden="true">
            {forms.markers.required}
          </span>
        ) : (
          <span className={styles.marker}>{forms.markers.optional}</span>
        )}
      </Label>
      {field.description ? (
        <Text slot="description" className={styles.description}>
          {field.description}
        </Text>
      ) : null}
      {field.kind === 'textarea' ? (
        <TextArea className={styles.textarea} rows={field.rows} />
      ) : field.kind === 'select' ? (
        <NativeSelect field={field} />
      ) : (
        <Input className={styles.input} />
      )}
      <FieldError className={styles.error} />
    </TextField>
  );
}

/** A native select that takes the TextField's input props: id, name, value, required, aria-describedby, aria-invalid. */
function NativeSelect({ field }: { field: FormsSelectField }) {
  const ownRef = useRef<HTMLSelectElement>(null);
  const [props, ref] = useContextProps({}, ownRef as never, InputContext);
  const input = props as Record<string, unknown>;
  const aria = Object.fromEntries(Object.entries(input).filter(([key]) => key.startsWith('aria-')));
  return (
    <span className={styles.selectWrap}>
      <select
        {...aria}
        ref={ref as Ref<HTMLSelectElement>}
        className={styles.select}
        id={input.id as string}
        name={input.name as string}
        value={input.value as string}
        required={input.required as boolean}
        autoComplete={field.autocomplete ?? 'off'}
        onChange={input.onChange as ChangeEventHandler<HTMLSelectElement>}
        onBlur={input.onBlur as FocusEventHandler<HTMLSelectElement>}
        onFocus={input.onFocus as FocusEventHandler<HTMLSelectElement>}
      >
        <option value="">{field.placeholder}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

import { useContext, useRef, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import {
  FieldError,
  Input,
  InputContext,
  Label,
  Text,
  TextArea,
  TextAreaContext,
  TextField,
  useContextProps,
  type TextAreaProps,
} from 'react-aria-components';
import { forms } from '../../content/forms';
import type { FormsField, FormsSelectField } from '../../content/types';
import * as styles from './FormField.css';

interface FormFieldProps {
  field: FormsField;
  /** The control's id, the same in the server's HTML and after hydration: the error summary links to it. */
  id: string;
  value: string;
  /** The message to show, from content; set by the form when it is submitted and cleared as the value is fixed. */
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * One field of a contact form: a react-aria TextField, so the label, help text and error are tied to the
 * control (aria-describedby, aria-invalid). The form decides when errors show (on submit, not on leaving a field,
 * which would move the send button under the pointer). `required` and the input type stay on the element, so the
 * browser enforces them when JavaScript is off. A select is a native <select>: it works without JavaScript and on
 * every phone's own picker.
 * As in GOV.UK's Design System, only an optional field is marked, "(optional)" after its label; a required one
 * has no marker for the eye, and says "required" to assistive technology through the control (aria-required).
 */
export function FormField({ field, id, value, error, onChange }: FormFieldProps) {
  const required = field.required !== undefined;
  return (
    <TextField
      className={styles.field}
      id={id}
      name={field.name}
      value={value}
      onChange={onChange}
      isRequired={required}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      type={field.kind === 'email' || field.kind === 'tel' ? field.kind : 'text'}
      autoComplete={field.autocomplete}
    >
      <Label className={styles.label}>
        {required ? (
          field.label
        ) : (
          <>
            {field.label} <span className={styles.marker}>{forms.markers.optional}</span>
          </>
        )}
      </Label>
      {field.description ? (
        <Text slot="description" className={styles.description}>
          {field.description}
        </Text>
      ) : null}
      {field.kind === 'textarea' ? (
        <TextAreaWithoutType className={styles.textarea} rows={field.rows} required={required} />
      ) : field.kind === 'select' ? (
        <NativeSelect field={field} required={required} />
      ) : (
        <Input className={styles.input} required={required} />
      )}
      <FieldError className={styles.error}>{error}</FieldError>
    </TextField>
  );
}

/**
 * While server rendering, the TextField does not yet know its control is a textarea and passes it type="text",
 * which a textarea may not have (HTML validity): the context is passed on without it.
 */
function TextAreaWithoutType(props: TextAreaProps) {
  const context = useContext(TextAreaContext) as Record<string, unknown> | null;
  const { type: _type, ...rest } = context ?? {};
  return (
    <TextAreaContext.Provider value={rest}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  );
}

/** A native select that takes the TextField's input props: id, name, value, aria-describedby, aria-invalid. */
function NativeSelect({ field, required }: { field: FormsSelectField; required: boolean }) {
  // InputContext is typed for an <input>; the element it gets here is a <select>, which has what the field uses of it.
  const ownRef = useRef<HTMLSelectElement & HTMLInputElement>(null);
  const [props, ref] = useContextProps({}, ownRef, InputContext);
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
        required={required}
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

import { createContext, memo, useContext, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { parse, stringify } from 'yaml';
import { visuallyHidden } from '../styles/layout.css.ts';
import * as css from './admin.css.ts';
import type { EditorField } from './editor-config.ts';
import { childPointer, controlId, initialValue, initialVariant, moved, variantIndex } from './values.ts';

/** What every field of the open form reads: the build's messages by pointer, the site index's lists, uploads. */
export interface FormContext {
  errorsAt: (pointer: string) => string[];
  choices: Record<string, string[]>;
  upload: (file: File) => Promise<string>;
}

export const FieldContext = createContext<FormContext>({ errorsAt: () => [], choices: {}, upload: async () => '' });

interface FieldProps {
  field: EditorField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The value's JSON pointer in the file: the build's messages name fields by it. */
  pointer: string;
  /** The label: the field's title, or the list item's number. */
  label?: string;
  required?: boolean;
}

/**
 * The form control for one value of a content file, made from its field in the editor configuration. A key typed in
 * one field renders that field and the objects and lists around it again, not the whole form: a field whose value,
 * place and label are as they were is left as it is. Its `onChange` may then be one from an earlier render, so every
 * object and list applies a change to its latest value (useLatest), never to the one it held when it rendered.
 */
export const Field = memo(
  function Field(props: FieldProps) {
    return <FieldOfKind {...props} />;
  },
  (before, after) => before.field === after.field && before.value === after.value && before.pointer === after.pointer && before.label === after.label && before.required === after.required,
);

/** The value a component rendered last, for a change made from a callback of an earlier render. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}

function FieldOfKind(props: FieldProps) {
  switch (props.field.kind) {
    case 'text':
      return <TextField {...props} field={props.field} />;
    case 'number':
      return <NumberField {...props} field={props.field} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'object':
      return <ObjectField {...props} field={props.field} />;
    case 'list':
      return <ListField {...props} field={props.field} />;
    case 'variants':
      return <VariantsField {...props} field={props.field} />;
    case 'yaml':
      return <YamlField {...props} />;
  }
}

type Of<K extends EditorField['kind']> = Extract<EditorField, { kind: K }>;

/** The label, hint and messages around a control, tied to it by id. */
function Labelled({ props, children }: { props: FieldProps; children: (attributes: ControlAttributes) => ReactNode }) {
  const { errorsAt } = useContext(FieldContext);
  const id = controlId(props.pointer);
  const errors = errorsAt(props.pointer);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [props.field.description ? hintId : '', errors.length > 0 ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {props.label ?? props.field.title}
        {props.required === false ? ' (optional)' : ''}
      </label>
      {props.field.description && (
        <p className={css.hint} id={hintId}>
          {props.field.description}
        </p>
      )}
      <Messages id={errorId} errors={errors} />
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': errors.length > 0 ? true : undefined, className: css.control })}
    </div>
  );
}

interface ControlAttributes {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
}

function Messages({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p className={css.error} id={id}>
      {errors.map((message) => (
        <span key={message}>
          <span className={visuallyHidden}>Error: </span>
          {message}
          <br />
        </span>
      ))}
    </p>
  );
}

/** A long text (no limit, or over two lines' worth) is a text area; a short one, a list of choices or an id, a line. */
function isLong(field: Of<'text'>): boolean {
  return !field.pattern && !field.format && !field.choices && !field.options && (field.maxLength === undefined || field.maxLength > 120);
}

function TextField(props: FieldProps & { field: Of<'text'> }) {
  const { field, value, onChange } = props;
  const { choices, upload } = useContext(FieldContext);
  const text = typeof value === 'string' ? value : '';
  const listId = useId();
  const listed = field.options ?? (field.choices ? choices[field.choices] : undefined);
  return (
    <Labelled props={props}>
      {(attributes) => {
        if (field.constant !== undefined) return <input {...attributes} value={text} readOnly />;
        // A fixed list (an enum, another file's ids) is a select; pages and files are a line with suggestions, since a
        // link may also lead out of the site and a new picture can be uploaded.
        if (field.options || field.choices?.startsWith('id:') || (field.choices && !['link', 'page', 'asset'].includes(field.choices))) {
          return (
            <select {...attributes} value={text} onChange={(event) => onChange(event.target.value)}>
              {!listed?.includes(text) && <option value={text}>{text === '' ? 'Choose…' : text}</option>}
              {listed?.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          );
        }
        if (isLong(field)) {
          return <textarea {...attributes} value={text} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 70)))} onChange={(event) => onChange(event.target.value)} />;
        }
        return (
          <>
            <input {...attributes} list={listed ? listId : undefined} value={text} onChange={(event) => onChange(event.target.value)} />
            {listed && (
              <datalist id={listId}>
                {listed.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            )}
            {field.choices === 'asset' && <Picture id={`${attributes.id}-upload`} path={text} label={props.label ?? field.title} onUpload={async (file) => onChange(await upload(file))} />}
          </>
        );
      }}
    </Labelled>
  );
}

/** A picture's thumbnail and the button that uploads a new one into public/images/. */
function Picture({ id, path, label, onUpload }: { id: string; path: string; label: string; onUpload: (file: File) => Promise<void> }) {
  const [refused, setRefused] = useState('');
  const isPicture = /\.(svg|png|jpe?g|webp|avif)$/i.test(path);
  return (
    <>
      {isPicture && <img className={css.thumbnail} src={path} alt="" />}
      <label className={css.hint} htmlFor={id}>
        Upload a new picture for {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/svg+xml,image/png,image/jpeg,image/webp,image/avif"
        aria-describedby={refused ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setRefused('');
          onUpload(file).catch((error: Error) => setRefused(error.message));
        }}
      />
      {refused && (
        <p className={css.error} id={`${id}-error`} role="alert">
          Not uploaded: {refused}
        </p>
      )}
    </>
  );
}

function NumberField(props: FieldProps & { field: Of<'number'> }) {
  const { field, value, onChange } = props;
  return (
    <Labelled props={props}>
      {(attributes) => (
        <input
          {...attributes}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          step={field.integer ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          value={typeof value === 'number' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      )}
    </Labelled>
  );
}

function BooleanField(props: FieldProps) {
  const { errorsAt } = useContext(FieldContext);
  const id = controlId(props.pointer);
  const errors = errorsAt(props.pointer);
  return (
    <div className={css.field}>
      <input id={id} type="checkbox" checked={props.value === true} aria-describedby={props.field.description ? `${id}-hint` : undefined} onChange={(event) => props.onChange(event.target.checked)} />{' '}
      <label className={css.checkboxLabel} htmlFor={id}>
        {props.label ?? props.field.title}
      </label>
      {props.field.description && (
        <p className={css.hint} id={`${id}-hint`}>
          {props.field.description}
        </p>
      )}
      <Messages id={`${id}-error`} errors={errors} />
    </div>
  );
}

function ObjectField(props: FieldProps & { field: Of<'object'> }) {
  const { field, pointer } = props;
  const { errorsAt } = useContext(FieldContext);
  const value = (typeof props.value === 'object' && props.value !== null ? props.value : {}) as Record<string, unknown>;
  const latest = useLatest(value);
  const set = (name: string, next: unknown) => {
    const copy = { ...latest.current };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    // Keys in the form's order, so a new key is written where the schema puts it.
    props.onChange(Object.fromEntries(field.properties.filter((property) => property.name in copy).map((property) => [property.name, copy[property.name]])));
  };
  const body = (
    <>
      <Messages id={`${controlId(pointer)}-error`} errors={errorsAt(pointer)} />
      {field.properties.map((property) => {
        const at = childPointer(pointer, property.name);
        if (!property.required && !(property.name in value)) {
          return (
            <p key={property.name}>
              <button type="button" className={css.button} onClick={() => set(property.name, initialValue(property.field))}>
                Add {property.field.title.toLowerCase()}
              </button>
            </p>
          );
        }
        return (
          <div key={property.name}>
            <Field field={property.field} value={value[property.name]} onChange={(next) => set(property.name, next)} pointer={at} required={property.required} />
            {!property.required && (
              <button type="button" className={css.button} onClick={() => set(property.name, undefined)}>
                Remove {property.field.title.toLowerCase()}
              </button>
            )}
          </div>
        );
      })}
    </>
  );
  // The whole file's fields stand on the page; a nested object is a group with its name.
  if (pointer === '') return body;
  return (
    <fieldset className={css.fieldset} id={controlId(pointer)}>
      <legend className={css.legend}>{props.label ?? field.title}</legend>
      {field.description && <p className={css.hint}>{field.description}</p>}
      {body}
    </fieldset>
  );
}

function ListField(props: FieldProps & { field: Of<'list'> }) {
  const { field, pointer, onChange } = props;
  const { errorsAt } = useContext(FieldContext);
  const items = Array.isArray(props.value) ? props.value : [];
  const latest = useLatest(items);
  const itemName = field.item.title.toLowerCase();
  const nameOf = (index: number) => {
    const item = items[index] as Record<string, unknown> | undefined;
    const named = field.uniqueBy && typeof item?.[field.uniqueBy] === 'string' ? ` “${item[field.uniqueBy]}”` : '';
    return `${field.item.title} ${index + 1}${named}`;
  };
  return (
    <fieldset className={css.fieldset} id={controlId(pointer)}>
      <legend className={css.legend}>{props.label ?? field.title}</legend>
      {field.description && <p className={css.hint}>{field.description}</p>}
      <Messages id={`${controlId(pointer)}-error`} errors={errorsAt(pointer)} />
      <ol className={css.listItems}>
        {items.map((item, index) => (
          // Items have no identity of their own but their place; a moved item's fields are remade.
          <li key={`${index}-${items.length}`} className={css.listItem}>
            <Field field={field.item} value={item} pointer={childPointer(pointer, index)} label={nameOf(index)} onChange={(next) => onChange(latest.current.map((old, at) => (at === index ? next : old)))} />
            <div className={css.itemTools}>
              <button type="button" className={css.button} disabled={index === 0} onClick={() => onChange(moved(items, index, index - 1))}>
                Move {nameOf(index)} up
              </button>
              <button type="button" className={css.button} disabled={index === items.length - 1} onClick={() => onChange(moved(items, index, index + 1))}>
                Move {nameOf(index)} down
              </button>
              <button type="button" className={css.button} disabled={items.length <= (field.minItems ?? 0)} onClick={() => onChange(items.filter((_, at) => at !== index))}>
                Remove {nameOf(index)}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className={css.button} disabled={field.maxItems !== undefined && items.length >= field.maxItems} onClick={() => onChange([...items, initialValue(field.item)])}>
        Add {itemName}
      </button>
    </fieldset>
  );
}

function VariantsField(props: FieldProps & { field: Of<'variants'> }) {
  const { field, pointer, onChange } = props;
  const index = variantIndex(field, props.value);
  const variant = field.variants[index]!;
  const selectId = `${controlId(pointer)}-kind`;
  return (
    <div>
      <div className={css.field}>
        <label className={css.label} htmlFor={selectId}>
          Kind of {(props.label ?? field.title).toLowerCase()}
        </label>
        <select id={selectId} className={css.control} value={index} onChange={(event) => onChange(initialVariant(field, Number(event.target.value)))}>
          {field.variants.map((choice, at) => (
            <option key={choice.field.title} value={at}>
              {choice.values?.join(', ') ?? choice.field.title}
            </option>
          ))}
        </select>
      </div>
      <ObjectField {...props} field={variant.field} />
    </div>
  );
}

/** A value no form describes, as YAML text: applied once it reads as YAML. */
function YamlField(props: FieldProps) {
  return (
    <Labelled props={props}>
      {(attributes) => (
        <textarea
          {...attributes}
          className={`${attributes.className} ${css.code}`}
          defaultValue={stringify(props.value ?? null, { lineWidth: 0 })}
          rows={6}
          onChange={(event) => {
            try {
              props.onChange(parse(event.target.value));
            } catch {
              // Not YAML yet: the author is still typing.
            }
          }}
        />
      )}
    </Labelled>
  );
}

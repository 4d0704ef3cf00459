/**
 * What the contact forms do with what a visitor typed: check it against the rules in content/forms.yaml,
 * compose the e-mail or the JSON to send, keep a draft in sessionStorage, and send it.
 * No React here, so it is tested on its own (tests/unit/forms.test.ts).
 */
import { site } from './shell-content';
import { forms } from '../content/forms';
import type { FormsField, FormsForm } from '../content/types';
import { fill } from './fill';

export type FormValues = Record<string, string>;

/** The endpoint built into this copy of the site; '' means the forms are sent by e-mail. */
export const formsEndpoint: string = import.meta.env.FORMS_ENDPOINT ?? '';

/** How long a send may take before the visitor is told it failed. */
export const SEND_TIMEOUT_MS = 15_000;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ().-]+$/;

/** The message for a field's value, from content, or undefined when the value is fine. Values count trimmed. */
export function fieldError(field: FormsField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return field.required;
  if (field.kind === 'select') {
    return field.options.some((option) => option.value === value) ? undefined : (field.required ?? field.placeholder);
  }
  if (value.length > field.maxLength) return fill(forms.messages.tooLong, { max: field.maxLength, length: value.length });
  if (field.kind === 'email' && !EMAIL.test(value)) return forms.messages.email;
  if (field.kind === 'tel' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 6)) return forms.messages.phone;
  return undefined;
}

/**
 * The id of a field's control, from the form's id and the field's name (e.g. contact-sales-email): the same in the
 * server's HTML and after hydration, so the error summary's links (#contact-sales-email) work on both.
 */
export function controlId(form: FormsForm, field: FormsField): string {
  return `${form.id}-${field.name}`;
}

/** Every field's error by name; an empty object when the form can be sent. */
export function formErrors(form: FormsForm, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    const error = fieldError(field, values[field.name] ?? '');
    if (error) errors[field.name] = error;
  }
  return errors;
}

export function emptyValues(form: FormsForm): FormValues {
  return Object.fromEntries(form.fields.map((field) => [field.name, '']));
}

export function trimmedValues(form: FormsForm, values: FormValues): FormValues {
  return Object.fromEntries(form.fields.map((field) => [field.name, (values[field.name] ?? '').trim()]));
}

/** What a value reads as: a select's option label, otherwise the trimmed text. */
export function displayValue(field: FormsField, raw: string): string {
  const value = raw.trim();
  if (field.kind === 'select') return field.options.find((option) => option.value === value)?.label ?? value;
  return value;
}

/** The address that receives this form (site.yaml emails). */
export function mailboxAddress(form: FormsForm): string {
  return site.emails[form.mailbox];
}

export function mailSubject(form: FormsForm, values: FormValues): string {
  const shown = Object.fromEntries(form.fields.map((field) => [field.name, displayValue(field, values[field.name] ?? '')]));
  return fill(form.mailSubject, shown).replace(/\s+/g, ' ').trim();
}

/** Every field, labelled: one line each, several-line answers under their label. An empty field reads "-". */
export function mailBody(form: FormsForm, values: FormValues): string {
  return form.fields
    .map((field) => {
      const value = displayValue(field, values[field.name] ?? '') || '-';
      return field.kind === 'textarea' ? `${field.label}:\n${value}\n` : `${field.label}: ${value}`;
    })
    .join('\n')
    .trimEnd();
}

/** A mailto: link (RFC 6068) with the subject and the body holding every field. */
export function mailtoHref(form: FormsForm, values: FormValues): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${mailboxAddress(form)}?subject=${encode(mailSubject(form, values))}&body=${encode(mailBody(form, values))}`;
}

export interface FormPayload {
  form: string;
  fields: FormValues;
  page: string;
  submittedAt: string;
}

export function formPayload(form: FormsForm, values: FormValues, page: string, now: Date): FormPayload {
  return { form: form.id, fields: trimmedValues(form, values), page, submittedAt: now.toISOString() };
}

/** POSTs the payload as JSON. Resolves true on a 2xx answer; false on an HTTP error, a network error or no answer in time. */
export async function sendPayload(
  endpoint: string,
  payload: FormPayload,
  { timeoutMs = SEND_TIMEOUT_MS, fetcher = fetch }: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const draftKey = (form: FormsForm) => `solvara:form-draft:${form.id}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off; the form still works, only without a draft.
    return undefined;
  }
}

/** The visitor's unsent values for this form from this browser tab, or undefined. Only the form's own fields. */
export function loadDraft(form: FormsForm): FormValues | undefined {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(draftKey(form)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const values = emptyValues(form);
    for (const name of Object.keys(values)) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === 'string') values[name] = value;
    }
    return values;
  } catch {
    return undefined;
  }
}

export function saveDraft(form: FormsForm, values: FormValues): void {
  try {
    const hasText = Object.values(values).some((value) => value !== '');
    if (hasText) storage()?.setItem(draftKey(form), JSON.stringify(values));
    else storage()?.removeItem(draftKey(form));
  } catch {
    // Full or unavailable storage: nothing to keep, nothing to break.
  }
}

export function clearDraft(form: FormsForm): void {
  try {
    storage()?.removeItem(draftKey(form));
  } catch {
    // As above.
  }
}

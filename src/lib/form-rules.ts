/**
 * The contact forms' rules and what travels between a form and the form service: one module for the browser
 * (lib/forms.ts, components/ContactForm) and the Pages Function (server/form-service.ts), so a message the form
 * accepts is one the service accepts, with the same words from content/forms.yaml.
 * No DOM and no Node here: it runs in the browser, in Node (tests) and in the Workers runtime.
 */
import { forms } from '../content/forms';
import type { FormsField, FormsForm } from '../content/types';
import { fill } from './fill';
import { referencePattern } from './form-markup';
import { site } from './shell-content';

export type FormValues = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9 ().-]+$/;

/** The message for a field's value, from content, or undefined when the value is fine. Values count trimmed. */
export function fieldError(field: FormsField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return field.errorWhenEmpty;
  if (field.kind === 'select') {
    return field.options.some((option) => option.value === value) ? undefined : (field.errorWhenEmpty ?? field.placeholder);
  }
  if (value.length > field.maxLength) return fill(forms.messages.tooLong, { max: field.maxLength, length: value.length });
  if (field.kind === 'email' && !EMAIL.test(value)) return forms.messages.email;
  if (field.kind === 'tel' && (!PHONE.test(value) || value.replace(/\D/g, '').length < 6)) return forms.messages.phone;
  return undefined;
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

/**
 * The id of a field's control, from the form's id and the field's name (e.g. contact-sales-email): the same in the
 * server's HTML and after hydration, so the error summary's links (#contact-sales-email) work on both.
 */
export function controlId(form: FormsForm, field: FormsField): string {
  return `${form.id}-${field.name}`;
}

export type FormId = FormsForm['id'];

/** The form with this id, or undefined: the form service reads the id from what was sent. */
export function formById(id: string): FormsForm | undefined {
  return forms.forms.find((form) => form.id === id);
}

/** The form with this id; forms.yaml has one of each (its schema says so). */
export function contactForm(id: FormId): FormsForm {
  const form = formById(id);
  if (!form) throw new Error(`content/forms.yaml has no form ${id}`);
  return form;
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

/**
 * The name of the field a visitor never sees and a bot fills in: a message that fills it is dropped, with a thank you
 * so the bot learns nothing.
 */
export const honeypotName = 'website';

/** What a form POSTs as JSON. */
export interface FormPayload {
  /** The form's id. */
  form: string;
  /** The form's fields by name, trimmed; the honeypot too when a bot filled it. */
  fields: FormValues;
  /** The page the form was sent from. */
  page: string;
  /** When the visitor pressed send, as an ISO 8601 date. */
  submittedAt: string;
}

/** The sentence under a form saying where its messages go and how long they are kept. */
export function privacyNote(form: FormsForm, endpoint: string): string {
  const email = mailboxAddress(form);
  return endpoint ? fill(forms.privacy.stored, { email, days: forms.retentionDays }) : fill(forms.privacy.mail, { email });
}

/** The form service's answer to the JSON the hydrated forms send (a native post is answered with pages: server/form-page.ts). */
export type FormAnswer =
  /** 200: the message is kept; its reference (form-markup.ts referencePattern) is shown in the confirmation. */
  | { ok: true; reference: string }
  /** 400: the fields' messages, as the form shows them. */
  | { ok: false; error: 'invalid'; message: string; fields: Record<string, string> }
  /** 429: the words of forms.yaml status.limited.text. */
  | { ok: false; error: 'rate-limited'; message: string }
  | {
      ok: false;
      /** cross-origin: 403, the post came from another site's page. */
      error: 'bad-request' | 'unknown-form' | 'too-large' | 'unsupported-media-type' | 'method-not-allowed' | 'cross-origin' | 'server';
      message: string;
    };

/** What the form makes of an answer (or of no answer): sent, its fields' messages, a wait, or a failure. */
export type SendResult =
  /** `reference` is undefined when the service named none (another site's service). */
  | { kind: 'sent'; reference: string | undefined }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'limited'; message: string }
  | { kind: 'failed' };

/** Reads an answer's status and JSON body (undefined when it had none) as the form should take it. */
export function sendResult(status: number, body: unknown): SendResult {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<'error' | 'message' | 'fields' | 'reference', unknown>>;
  if (status >= 200 && status < 300) {
    return { kind: 'sent', reference: typeof answer.reference === 'string' && referencePattern.test(answer.reference) ? answer.reference : undefined };
  }
  if (status === 429) return { kind: 'limited', message: typeof answer.message === 'string' ? answer.message : forms.status.limited.text };
  if (status === 400 && answer.error === 'invalid' && typeof answer.fields === 'object' && answer.fields !== null) {
    const errors = Object.fromEntries(Object.entries(answer.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}

/**
 * What the contact forms do in the browser with what a visitor typed: compose the e-mail or the JSON to send,
 * keep a draft in sessionStorage, and send it. The rules themselves are in form-rules.ts, shared with the form
 * service. No React here, so it is tested on its own (tests/unit/forms.test.ts).
 */
import type { FormsForm } from '../content/types';
import { type FormPayload, type FormValues, type SendResult, mailBody, mailboxAddress, mailSubject, sendResult, trimmedValues } from './form-rules';

/** The endpoint built into this copy of the site; '' means the forms are sent by e-mail. */
export const formsEndpoint: string = import.meta.env.FORMS_ENDPOINT ?? '';

/** How long a send may take before the visitor is told it failed. */
export const SEND_TIMEOUT_MS = 15_000;

export function emptyValues(form: FormsForm): FormValues {
  return Object.fromEntries(form.fields.map((field) => [field.name, '']));
}

/** A mailto: link (RFC 6068) with the subject and the body holding every field. */
export function mailtoHref(form: FormsForm, values: FormValues): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${mailboxAddress(form)}?subject=${encode(mailSubject(form, values))}&body=${encode(mailBody(form, values))}`;
}

export function formPayload(form: FormsForm, values: FormValues, page: string, now: Date): FormPayload {
  return { form: form.id, fields: trimmedValues(form, values), page, submittedAt: now.toISOString() };
}

/**
 * POSTs the payload as JSON. Sent on a 2xx answer; the fields' messages on a 400 that names them; the service's
 * words on a 429; failed on any other answer, a network error or no answer in time.
 */
export async function sendPayload(
  endpoint: string,
  payload: FormPayload,
  { timeoutMs = SEND_TIMEOUT_MS, fetcher = fetch }: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    return sendResult(response.status, body);
  } catch {
    return { kind: 'failed' };
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

/**
 * The contact forms' service, run by the Pages Function at /api/forms (functions/api/forms.ts): it takes the JSON the
 * forms send, checks it with the browser's own rules (src/lib/form-rules.ts, from content/forms.yaml), keeps each
 * accepted message in D1 and has the forms worker e-mail it to the form's mailbox. Every answer is JSON.
 */
import { forms } from '../src/content/forms';
import {
  type FormAnswer,
  type FormValues,
  formById,
  formErrors,
  honeypotName,
  mailBody,
  mailboxAddress,
  mailSubject,
  trimmedValues,
} from '../src/lib/form-rules';
import { site } from '../src/lib/shell-content';
import type { Notification } from './forms-worker/notification';

export interface FormServiceEnv {
  DB: D1Database;
  /** The forms worker (server/forms-worker), which holds the send_email binding Pages Functions cannot have. */
  MAILER: { notify(notification: Notification): Promise<void> };
}

export const FORM_LIMITS = {
  /** The largest body taken: the longest fields of the longest form, JSON-escaped, with room to spare. */
  bodyBytes: 64 * 1024,
  /** Requests one client may make in `windowMs`; the next is answered 429. */
  perWindow: 5,
  windowMs: 60_000,
} as const;

const NOT_STORED = 'The message could not be kept. Nothing was stored; please send it again.';
const TOO_LARGE = `The message is longer than ${FORM_LIMITS.bodyBytes} bytes.`;

function answer(status: number, body: FormAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const failure = (status: number, error: Exclude<FormAnswer, { ok: true }>['error'], message: string, headers?: Record<string, string>) =>
  answer(status, { ok: false, error, message } as FormAnswer, headers);

/** The body as text, or undefined once it passes `max` bytes (read no further). */
async function readCapped(request: Request, max: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A client's key for the limit: a hash of its address, so no address is stored. */
async function clientKey(request: Request): Promise<string> {
  const address = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`solvara-forms:${address}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Records this request and says whether the client is still within its limit. */
async function withinLimit(db: D1Database, client: string, now: number): Promise<boolean> {
  const since = now - FORM_LIMITS.windowMs;
  const [, , counted] = await db.batch<{ attempts: number }>([
    db.prepare('DELETE FROM form_attempts WHERE at <= ?').bind(since),
    db.prepare('INSERT INTO form_attempts (client, at) VALUES (?, ?)').bind(client, now),
    db.prepare('SELECT COUNT(*) AS attempts FROM form_attempts WHERE client = ? AND at > ?').bind(client, since),
  ]);
  return (counted?.results[0]?.attempts ?? 0) <= FORM_LIMITS.perWindow;
}

interface Payload {
  form: string;
  fields: FormValues;
  page: string;
  submittedAt: string;
}

/** The payload, when the body has the shape the forms send. */
function readPayload(text: string): Payload | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { form, fields, page, submittedAt } = body as Record<string, unknown>;
  if (typeof form !== 'string' || typeof page !== 'string' || typeof submittedAt !== 'string') return undefined;
  if (!page.startsWith('/') || page.length > 2048 || Number.isNaN(Date.parse(submittedAt))) return undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  if (!Object.values(fields).every((value) => typeof value === 'string')) return undefined;
  return { form, fields: fields as FormValues, page, submittedAt };
}

/** Answers one request to /api/forms. `now` is the service's clock (tests set it). */
export async function handleFormRequest(request: Request, env: FormServiceEnv, now = new Date()): Promise<Response> {
  if (request.method !== 'POST') return failure(405, 'method-not-allowed', 'Send the form with POST.', { allow: 'POST' });
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return failure(415, 'unsupported-media-type', 'Send the form as application/json.');
  if (Number(request.headers.get('content-length') ?? 0) > FORM_LIMITS.bodyBytes) {
    return failure(413, 'too-large', TOO_LARGE);
  }

  try {
    if (!(await withinLimit(env.DB, await clientKey(request), now.getTime()))) {
      return failure(429, 'rate-limited', forms.status.limited.text, { 'retry-after': String(FORM_LIMITS.windowMs / 1000) });
    }
  } catch (error) {
    console.error('forms: the limit could not be checked', error);
    return failure(500, 'server', NOT_STORED);
  }

  const text = await readCapped(request, FORM_LIMITS.bodyBytes);
  if (text === undefined) return failure(413, 'too-large', TOO_LARGE);
  const payload = readPayload(text);
  if (!payload) return failure(400, 'bad-request', 'Send {form, fields, page, submittedAt} as the forms do.');
  const form = formById(payload.form);
  if (!form) return failure(400, 'unknown-form', `There is no form "${payload.form}".`);

  // A bot filled the field people never see: it is told the message went, and nothing is kept or sent.
  if ((payload.fields[honeypotName] ?? '').trim() !== '') return answer(200, { ok: true });

  const errors = formErrors(form, payload.fields);
  if (Object.keys(errors).length > 0) {
    return answer(400, { ok: false, error: 'invalid', message: forms.errorSummary.heading, fields: errors });
  }

  const values = trimmedValues(form, payload.fields);
  const id = crypto.randomUUID();
  try {
    await env.DB.prepare('INSERT INTO form_messages (id, form, fields, page, submitted_at, received_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(id, form.id, JSON.stringify(values), payload.page, payload.submittedAt, now.toISOString())
      .run();
  } catch (error) {
    console.error('forms: the message could not be stored', error);
    return failure(500, 'server', NOT_STORED);
  }

  // The message is kept: the visitor is told so even when the e-mail fails, and the forms worker's daily job
  // sends every message still without notified_at.
  try {
    await env.MAILER.notify(notification(form.id, values, payload.page, payload.submittedAt));
    await env.DB.prepare('UPDATE form_messages SET notified_at = ? WHERE id = ?').bind(new Date().toISOString(), id).run();
  } catch (error) {
    console.error(`forms: message ${id} is stored, but its e-mail was not sent`, error);
  }
  return answer(200, { ok: true });
}

/** The e-mail that tells a form's mailbox about a message: its fields as the mail mode writes them, and where it came from. */
export function notification(formId: string, values: FormValues, page: string, submittedAt: string): Notification {
  const form = formById(formId);
  if (!form) throw new Error(`There is no form "${formId}"`);
  const replyTo = form.fields.find((field) => field.kind === 'email');
  return {
    to: mailboxAddress(form),
    subject: mailSubject(form, values),
    text: `${mailBody(form, values)}\n\n--\nSent with the form on ${site.url}${page} on ${submittedAt}.`,
    ...(replyTo && values[replyTo.name] ? { replyTo: values[replyTo.name] } : {}),
  };
}

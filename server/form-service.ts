/**
 * The contact forms' service, run by the Pages Function at /api/forms (functions/api/forms.ts): it checks a message
 * with the browser's own rules (src/lib/form-rules.ts, from content/forms.yaml), keeps each accepted one in D1 under a
 * reference and has the forms worker e-mail it to the form's mailbox.
 * - The hydrated forms send JSON and get JSON back.
 * - Without JavaScript a form posts itself (application/x-www-form-urlencoded), and is answered as GOV.UK's services
 *   do: a kept message redirects (303) to the form's confirmation page with its reference; a problem answers the
 *   form's own page with the problem shown and everything typed put back (server/form-page.ts).
 */
import { forms } from '../src/content/forms';
import type { FormsForm } from '../src/content/types';
import { confirmationPath, formIdField, formPagePath, newReference } from '../src/lib/form-markup';
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
import { type Assets, formPageAnswer, type FormPageNotice } from './form-page';
import type { Notification } from './forms-worker/notification';
import { readCapped } from './request-body';

export interface FormServiceEnv {
  DB: D1Database;
  /** The forms worker (server/forms-worker), which holds the send_email binding Pages Functions cannot have. */
  MAILER: { notify(notification: Notification): Promise<void> };
  /** The static site (Pages' own binding): the form pages a native post's problems are shown on. */
  ASSETS: Assets;
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
const CROSS_ORIGIN = 'Messages are taken from the forms on this site only.';
const RETRY_AFTER = { 'retry-after': String(FORM_LIMITS.windowMs / 1000) };

type Encoding = 'json' | 'urlencoded';

function answer(status: number, body: FormAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const failure = (status: number, error: Exclude<FormAnswer, { ok: true }>['error'], message: string, headers?: Record<string, string>) =>
  answer(status, { ok: false, error, message } as FormAnswer, headers);

/** A native post's answer when there is no form page to show it on. */
const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
  });

function encodingOf(request: Request): Encoding | undefined {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/json\s*(;|$)/i.test(type)) return 'json';
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return 'urlencoded';
  return undefined;
}

/**
 * Whether a browser says the request comes from another site's page (a forged post): Sec-Fetch-Site where the browser
 * sends it, otherwise Origin. A request with neither (curl, another server) is not a browser's and passes.
 */
function crossOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
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
  /** The page it was sent from; a native post comes from its form's page. */
  page?: string;
  submittedAt: string;
}

/** The payload, when the body has the shape the forms send. */
function readJsonPayload(text: string): Payload | undefined {
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

/** A native post's payload: its fields by name beside the form's id, sent now. */
function readFormPayload(text: string, now: Date): Payload | undefined {
  const params = new URLSearchParams(text);
  const form = params.get(formIdField);
  if (!form) return undefined;
  const fields: FormValues = {};
  for (const [name, value] of params) if (name !== formIdField && !Object.hasOwn(fields, name)) fields[name] = value;
  return { form, fields, submittedAt: now.toISOString() };
}

/** How a request ended, before it is put as JSON or as a page. */
type Outcome =
  | { kind: 'sent'; form: FormsForm; reference: string }
  | { kind: 'problem'; form: FormsForm; values: FormValues; notice: FormPageNotice }
  | { kind: 'refused'; status: number; error: Exclude<FormAnswer, { ok: true }>['error']; message: string; headers?: Record<string, string> };

/** Answers one request to /api/forms. `now` is the service's clock (tests set it). */
export async function handleFormRequest(request: Request, env: FormServiceEnv, now = new Date()): Promise<Response> {
  if (request.method !== 'POST') return failure(405, 'method-not-allowed', 'Send the form with POST.', { allow: 'POST' });
  const encoding = encodingOf(request);
  if (!encoding) return failure(415, 'unsupported-media-type', 'Send the form as application/json or application/x-www-form-urlencoded.');
  const outcome = await take(request, env, encoding, now);

  if (encoding === 'json') {
    if (outcome.kind === 'sent') return answer(200, { ok: true, reference: outcome.reference });
    if (outcome.kind === 'refused') return failure(outcome.status, outcome.error, outcome.message, outcome.headers);
    const { notice } = outcome;
    if (notice.kind === 'invalid') return answer(400, { ok: false, error: 'invalid', message: forms.errorSummary.heading, fields: notice.errors });
    if (notice.kind === 'limited') return failure(429, 'rate-limited', forms.status.limited.text, RETRY_AFTER);
    return failure(500, 'server', NOT_STORED);
  }

  if (outcome.kind === 'sent') {
    return new Response(null, {
      status: 303,
      headers: { location: `${confirmationPath(outcome.form)}?reference=${outcome.reference}`, 'cache-control': 'no-store' },
    });
  }
  if (outcome.kind === 'refused') return plainText(outcome.status, outcome.message, outcome.headers);
  const { form, values, notice } = outcome;
  const [status, headers] = notice.kind === 'invalid' ? [400, {}] : notice.kind === 'limited' ? [429, RETRY_AFTER] : [503, {}];
  return formPageAnswer(env.ASSETS, new URL(formPagePath(form), request.url), form, values, notice, status, headers);
}

/** Checks, keeps and sends one message, whichever way it came. */
async function take(request: Request, env: FormServiceEnv, encoding: Encoding, now: Date): Promise<Outcome> {
  if (crossOrigin(request)) return { kind: 'refused', status: 403, error: 'cross-origin', message: CROSS_ORIGIN };
  if (Number(request.headers.get('content-length') ?? 0) > FORM_LIMITS.bodyBytes) {
    return { kind: 'refused', status: 413, error: 'too-large', message: TOO_LARGE };
  }
  const text = await readCapped(request, FORM_LIMITS.bodyBytes);
  if (text === undefined) return { kind: 'refused', status: 413, error: 'too-large', message: TOO_LARGE };
  const payload = encoding === 'json' ? readJsonPayload(text) : readFormPayload(text, now);
  const form = payload && formById(payload.form);
  const fields = payload?.fields ?? {};

  // Counted before the body's shape is judged, so a client cannot try without limit by sending nonsense. A native
  // post is answered on its form's page, so the body is read first to know which.
  let within: boolean;
  try {
    within = await withinLimit(env.DB, await clientKey(request), now.getTime());
  } catch (error) {
    console.error('forms: the limit could not be checked', error);
    if (form) return { kind: 'problem', form, values: fields, notice: { kind: 'failed' } };
    return { kind: 'refused', status: encoding === 'json' ? 500 : 503, error: 'server', message: NOT_STORED };
  }
  if (!within) {
    if (form) return { kind: 'problem', form, values: fields, notice: { kind: 'limited' } };
    return { kind: 'refused', status: 429, error: 'rate-limited', message: forms.status.limited.text, headers: RETRY_AFTER };
  }

  if (!payload) {
    const shape = encoding === 'json' ? 'Send {form, fields, page, submittedAt} as the forms do.' : `Send the form's fields and its id as "${formIdField}", as the forms do.`;
    return { kind: 'refused', status: 400, error: 'bad-request', message: shape };
  }
  if (!form) return { kind: 'refused', status: 400, error: 'unknown-form', message: `There is no form "${payload.form}".` };

  // A bot filled the field people never see: it is told the message went, and nothing is kept or sent.
  if ((fields[honeypotName] ?? '').trim() !== '') return { kind: 'sent', form, reference: newReference() };

  const errors = formErrors(form, fields);
  if (Object.keys(errors).length > 0) return { kind: 'problem', form, values: fields, notice: { kind: 'invalid', errors } };

  const values = trimmedValues(form, fields);
  const page = payload.page ?? formPagePath(form);
  const reference = newReference();
  try {
    await env.DB.prepare('INSERT INTO form_messages (id, form, fields, page, submitted_at, received_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(reference, form.id, JSON.stringify(values), page, payload.submittedAt, now.toISOString())
      .run();
  } catch (error) {
    console.error('forms: the message could not be stored', error);
    return { kind: 'problem', form, values: fields, notice: { kind: 'failed' } };
  }

  // The message is kept: the visitor is told so even when the e-mail fails, and the forms worker's daily job
  // sends every message still without notified_at.
  try {
    await env.MAILER.notify(notification(form.id, values, page, payload.submittedAt));
    await env.DB.prepare('UPDATE form_messages SET notified_at = ? WHERE id = ?').bind(new Date().toISOString(), reference).run();
  } catch (error) {
    console.error(`forms: message ${reference} is stored, but its e-mail was not sent`, error);
  }
  return { kind: 'sent', form, reference };
}

/**
 * A kept message's values under names its form no longer asks (a row kept before a field was renamed or split, e.g.
 * fullName before firstName and lastName), one "name: value" line each, so its e-mail loses nothing.
 */
function formerFields(form: FormsForm, values: FormValues): string {
  const current = new Set(form.fields.map((field) => field.name));
  return Object.entries(values)
    .filter(([name, value]) => !current.has(name) && value.trim() !== '')
    .map(([name, value]) => `\n${name}: ${value.trim()}`)
    .join('');
}

/** The e-mail that tells a form's mailbox about a message: its fields as the mail mode writes them, and where it came from. */
export function notification(formId: string, values: FormValues, page: string, submittedAt: string): Notification {
  const form = formById(formId);
  if (!form) throw new Error(`There is no form "${formId}"`);
  const replyTo = form.fields.find((field) => field.kind === 'email');
  return {
    to: mailboxAddress(form),
    subject: mailSubject(form, values),
    text: `${mailBody(form, values)}${formerFields(form, values)}\n\n--\nSent with the form on ${site.url}${page} on ${submittedAt}.`,
    ...(replyTo && values[replyTo.name] ? { replyTo: values[replyTo.name] } : {}),
  };
}

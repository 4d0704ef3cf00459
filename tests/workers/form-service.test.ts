/**
 * The form service as deployed, answering the hydrated forms' JSON: the Pages Function's handler in workerd, a local
 * D1 from migrations/, and the forms worker's e-mail played by the test so every notification is captured.
 * tests/workers/native-form.test.ts has the forms posted without JavaScript.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { onRequest } from '../../functions/api/forms';
import { FORM_LIMITS, handleFormRequest, type FormServiceEnv } from '../../server/form-service';
import type { Notification } from '../../server/forms-worker/notification';
import { forms } from '../../src/content/forms';
import { site } from '../../src/content/site';
import type { FormsForm } from '../../src/content/types';
import { fill } from '../../src/lib/fill';
import { referencePattern } from '../../src/lib/form-markup';
import { contactForm, honeypotName } from '../../src/lib/form-rules';
import { validValue } from '../support/form-values';
import { fakeAssets } from './fixture-pages';

const sales = contactForm('contact-sales');
const general = contactForm('general-inquiry');

const validFields = (form: FormsForm): Record<string, string> => Object.fromEntries(form.fields.map((field) => [field.name, validValue(field)]));

const payload = (form: FormsForm, fields = validFields(form)) => ({
  form: form.id,
  fields,
  page: `/contact-us-and-support/${form.id}`,
  submittedAt: '2026-11-24T10:00:00.000Z',
});

let sent: Notification[];
let mailFails: boolean;
let client = 0;

function serviceEnv(): FormServiceEnv {
  return {
    DB: env.DB,
    ASSETS: fakeAssets([sales, general]).binding,
    MAILER: {
      async notify(notification) {
        if (mailFails) throw new Error('Email Routing is down');
        sent.push(notification);
      },
    },
  };
}

function post(
  body: unknown,
  { ip = `192.0.2.${client}`, type = 'application/json', raw, headers = {} }: { ip?: string; type?: string; raw?: BodyInit; headers?: Record<string, string> } = {},
) {
  return new Request('https://solvara.example/api/forms', {
    method: 'POST',
    headers: { 'content-type': type, 'cf-connecting-ip': ip, ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

const rows = async () => (await env.DB.prepare('SELECT * FROM form_messages ORDER BY received_at').all<Record<string, string | null>>()).results;

beforeEach(async () => {
  sent = [];
  mailFails = false;
  client++;
  await env.DB.batch([env.DB.prepare('DELETE FROM form_messages'), env.DB.prepare('DELETE FROM form_attempts')]);
});

describe('POST /api/forms', () => {
  it('keeps an accepted message in D1 under its reference and e-mails it to the form’s mailbox, replying to the visitor', async () => {
    const fields = { ...validFields(sales), company: '  Gridworks  ' };
    const response = await handleFormRequest(post(payload(sales, fields)), serviceEnv(), new Date('2026-11-24T10:00:01Z'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { ok: boolean; reference: string };
    expect(body).toEqual({ ok: true, reference: expect.stringMatching(referencePattern) });

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: body.reference,
      form: 'contact-sales',
      page: '/contact-us-and-support/contact-sales',
      submitted_at: '2026-11-24T10:00:00.000Z',
      received_at: '2026-11-24T10:00:01.000Z',
    });
    expect(JSON.parse(row!.fields!)).toEqual({ ...fields, company: 'Gridworks' });
    expect(row!.notified_at).not.toBeNull();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: site.emails.sales, subject: 'Sales inquiry from Gridworks', replyTo: 'ada.okafor@gridworks.example' });
    for (const field of sales.fields) expect(sent[0]!.text).toContain(field.label);
    expect(sent[0]!.text).toContain(`${site.url}/contact-us-and-support/contact-sales`);
  });

  it('is what the Pages Function at functions/api/forms.ts answers with', async () => {
    const response = await onRequest({ request: post(payload(general)), env: serviceEnv() } as unknown as Parameters<typeof onRequest>[0]);
    expect(response.status).toBe(200);
    expect(sent.map((mail) => mail.to)).toEqual([site.emails.general]);
  });

  it.each([
    ['a required field left empty', { lastName: '   ' }, 'lastName', sales.fields.find((field) => field.name === 'lastName')!.errorWhenEmpty],
    ['its phone number, required on this form, left empty', { phone: '' }, 'phone', sales.fields.find((field) => field.name === 'phone')!.errorWhenEmpty],
    ['an invalid e-mail address', { email: 'ada@gridworks' }, 'email', forms.messages.email],
    ['an invalid phone number', { phone: 'call me' }, 'phone', forms.messages.phone],
    ['a value over its maximum length', { company: 'x'.repeat(121) }, 'company', fill(forms.messages.tooLong, { max: 120, length: 121 })],
  ])('refuses %s with the browser’s own message on that field, and keeps nothing', async (_, change, name, message) => {
    const response = await handleFormRequest(post(payload(sales, { ...validFields(sales), ...change })), serviceEnv());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error: 'invalid', message: forms.errorSummary.heading, fields: { [name]: message } });
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses a subject that is not one of the options', async () => {
    const subject = general.fields.find((field) => field.name === 'subject')!;
    const response = await handleFormRequest(post(payload(general, { ...validFields(general), subject: 'lottery' })), serviceEnv());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ subject: subject.errorWhenEmpty });
  });

  it('answers a filled honeypot as a success, and keeps and sends nothing', async () => {
    const response = await handleFormRequest(post(payload(sales, { ...validFields(sales), [honeypotName]: 'https://spam.example' })), serviceEnv());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, reference: expect.stringMatching(referencePattern) });
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it(`lets one client send ${FORM_LIMITS.perWindow} a minute, answers the next 429 in the form’s words, and not another client`, async () => {
    const start = new Date('2026-11-24T10:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    for (let n = 0; n < FORM_LIMITS.perWindow; n++) {
      expect((await handleFormRequest(post(payload(sales), { ip: '198.51.100.7' }), serviceEnv(), at(n))).status).toBe(200);
    }
    const limited = await handleFormRequest(post(payload(sales), { ip: '198.51.100.7' }), serviceEnv(), at(10));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ ok: false, error: 'rate-limited', message: forms.status.limited.text });
    expect((await handleFormRequest(post(payload(sales), { ip: '198.51.100.8' }), serviceEnv(), at(11))).status).toBe(200);
    // A minute after the first ones, the first client may send again.
    expect((await handleFormRequest(post(payload(sales), { ip: '198.51.100.7' }), serviceEnv(), at(71))).status).toBe(200);
    expect(await rows()).toHaveLength(FORM_LIMITS.perWindow + 2);
    // No address is stored, only a hash of it.
    const clients = await env.DB.prepare('SELECT DISTINCT client FROM form_attempts').all<{ client: string }>();
    for (const { client: key } of clients.results) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 500 when the message cannot be stored, with nothing written and nothing sent', async () => {
    await env.DB.exec('ALTER TABLE form_messages RENAME TO form_messages_away');
    try {
      const response = await handleFormRequest(post(payload(sales)), serviceEnv());
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ ok: false, error: 'server' });
      expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM form_messages_away').first<{ n: number }>())?.n).toBe(0);
    } finally {
      await env.DB.exec('ALTER TABLE form_messages_away RENAME TO form_messages');
    }
    expect(sent).toEqual([]);
  });

  it('keeps the message and answers 200 when the e-mail fails, leaving it for the daily job to send', async () => {
    mailFails = true;
    const response = await handleFormRequest(post(payload(sales)), serviceEnv());
    expect(response.status).toBe(200);
    const [row] = await rows();
    expect(row!.notified_at).toBeNull();
  });

  it('refuses a body over the limit with 413, whether or not it says its length', async () => {
    const big = JSON.stringify(payload(sales, { ...validFields(sales), help: 'x'.repeat(FORM_LIMITS.bodyBytes) }));
    const declared = await handleFormRequest(post(undefined, { raw: big }), serviceEnv());
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ ok: false, error: 'too-large' });

    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096) controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const streamed = await handleFormRequest(post(undefined, { raw: stream }), serviceEnv());
    expect(streamed.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it('refuses a body that is neither JSON nor a form’s with 415', async () => {
    const response = await handleFormRequest(post(undefined, { type: 'text/plain', raw: 'firstName=Ada' }), serviceEnv());
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ ok: false, error: 'unsupported-media-type' });
  });

  it('refuses an unknown form and a body without the forms’ shape with 400', async () => {
    const unknown = await handleFormRequest(post({ ...payload(sales), form: 'careers' }), serviceEnv());
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ ok: false, error: 'unknown-form' });
    for (const body of ['{"form":', '[]', JSON.stringify({ ...payload(sales), fields: { firstName: 7 } }), JSON.stringify({ ...payload(sales), page: 'https://elsewhere.example/' })]) {
      const response = await handleFormRequest(post(undefined, { raw: body }), serviceEnv());
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, error: 'bad-request' });
    }
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['its Origin', { origin: 'https://forged.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'https://www.solvara.example' }],
    ['Origin, though Sec-Fetch-Site says same-origin', { 'sec-fetch-site': 'same-origin', origin: 'https://forged.example' }],
  ])('refuses a post another site’s page sent (by %s) with 403, and keeps nothing', async (_, headers) => {
    const response = await handleFormRequest(post(payload(sales), { headers }), serviceEnv());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ ok: false, error: 'cross-origin' });
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('takes a post from the site’s own pages', async () => {
    const headers = { origin: 'https://solvara.example', 'sec-fetch-site': 'same-origin' };
    const response = await handleFormRequest(post(payload(sales), { headers }), serviceEnv());
    expect(response.status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('answers any other method with a JSON 405', async () => {
    const response = await handleFormRequest(new Request('https://solvara.example/api/forms'), serviceEnv());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ ok: false, error: 'method-not-allowed' });
  });
});

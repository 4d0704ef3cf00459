// Needs the generated content modules (npm run content; npm test runs it first through the type check).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forms } from '../../src/content/forms';
import type { FormsField } from '../../src/content/types';
import { contactForm, controlId, fieldError, formById, formErrors, mailBody, privacyNote } from '../../src/lib/form-rules';
import { formPayload, mailtoHref, sendPayload } from '../../src/lib/forms';
import { fill } from '../../src/lib/fill';

const inquiry = contactForm('general-inquiry');
const field = (name: string): FormsField => inquiry.fields.find((candidate) => candidate.name === name)!;

describe('fieldError', () => {
  it('treats empty and whitespace-only values of required fields as missing, with the field\'s own message', () => {
    expect(fieldError(field('firstName'), '')).toBe(field('firstName').errorWhenEmpty);
    expect(fieldError(field('firstName'), ' \t\n ')).toBe(field('firstName').errorWhenEmpty);
    expect(fieldError(field('firstName'), ' Ada ')).toBeUndefined();
  });

  it('lets optional fields stay empty', () => {
    expect(fieldError(field('phone'), '')).toBeUndefined();
    expect(fieldError(field('company'), '   ')).toBeUndefined();
  });

  it('checks e-mail addresses and phone numbers', () => {
    for (const bad of ['ada', 'ada@', 'ada@example', '@example.com', 'ada @example.com', 'ada@exa mple.com']) {
      expect(fieldError(field('email'), bad), bad).toBe(forms.messages.email);
    }
    expect(fieldError(field('email'), 'ada.okafor+solvara@grid.example.co.uk')).toBeUndefined();
    expect(fieldError(field('phone'), 'call me')).toBe(forms.messages.phone);
    expect(fieldError(field('phone'), '12')).toBe(forms.messages.phone);
    expect(fieldError(field('phone'), '+1 (951) 555-0173')).toBeUndefined();
  });

  it('rejects values over the maximum length, counting the trimmed value, and names both numbers', () => {
    const message = field('message');
    const max = message.kind === 'textarea' ? message.maxLength : 0;
    expect(fieldError(message, `  ${'x'.repeat(max)}  `)).toBeUndefined();
    expect(fieldError(message, 'x'.repeat(max + 1))).toBe(
      fill(forms.messages.tooLong, { max, length: max + 1 }),
    );
  });

  it('accepts only the options of a select', () => {
    expect(fieldError(field('subject'), 'partnership')).toBeUndefined();
    expect(fieldError(field('subject'), 'sponsorship')).toBe(field('subject').errorWhenEmpty);
  });

  it('every required field of every form has a message, and only required ones are flagged when all is empty', () => {
    for (const form of forms.forms) {
      const empty = Object.fromEntries(form.fields.map((f) => [f.name, '']));
      expect(Object.keys(formErrors(form, empty))).toEqual(form.fields.filter((f) => f.errorWhenEmpty).map((f) => f.name));
    }
  });
});

// The spec's data model (its section 3): each form's fields by name, in order, and the ones its labels say are
// required. A field is required exactly when it has errorWhenEmpty, which is also what drops "(optional)" from its label.
const specFields = {
  'contact-sales': {
    fields: ['firstName', 'lastName', 'company', 'jobTitle', 'email', 'phone', 'location', 'help', 'learnAbout'],
    optional: [],
  },
  'general-inquiry': { fields: ['firstName', 'lastName', 'email', 'phone', 'company', 'subject', 'message'], optional: ['phone', 'company'] },
  'contact-support': { fields: ['fullName', 'email', 'phone', 'company', 'issueType', 'message'], optional: ['phone', 'company'] },
} as const;

describe("the forms' fields", () => {
  it.each(Object.entries(specFields))('%s asks the fields of the data model, required unless labelled optional', (id, spec) => {
    const form = contactForm(id as keyof typeof specFields);
    expect(form.fields.map((f) => f.name)).toEqual(spec.fields);
    expect(form.fields.filter((f) => f.errorWhenEmpty === undefined).map((f) => f.name)).toEqual(spec.optional);
  });

  it("labels the support form's phone and company as the spec does", () => {
    const support = contactForm('contact-support');
    const label = (name: string) => support.fields.find((f) => f.name === name)?.label;
    expect([label('phone'), label('company')]).toEqual(['Contact Number', 'Organization']);
  });

  it('gives each form its own words for what happens next, naming its mailbox', () => {
    const next = forms.forms.map((form) => form.next);
    expect(new Set(next).size).toBe(forms.forms.length);
    for (const text of next) expect(text).toContain('{email}');
  });
});

describe('controlId', () => {
  it('names every control from its form and field, uniquely on the site, as a valid fragment', () => {
    expect(controlId(contactForm('contact-sales'), contactForm('contact-sales').fields.find((f) => f.name === 'email')!)).toBe('contact-sales-email');
    const ids = forms.forms.flatMap((form) => form.fields.map((f) => controlId(form, f)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9-]*$/);
  });
});

const values = {
  firstName: ' Ada ',
  lastName: 'Okafor',
  email: 'ada@grid.example',
  phone: '',
  company: 'Gridworks & Sons',
  subject: 'partnership',
  message: 'Line one\nLine two: 100% sure?',
};

describe('mailtoHref', () => {
  it('addresses the form\'s mailbox, fills the subject and holds every field, labelled', () => {
    const href = mailtoHref(inquiry, values);
    expect(href.startsWith('mailto:hello@solvara.example?')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Partnership opportunities: message from Ada Okafor');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toBe(mailBody(inquiry, values).replace(/\n/g, '\r\n'));
    expect(body).toContain('First name: Ada\r\nLast name: Okafor\r\n');
    expect(body).toContain('Phone: -');
    expect(body).toContain('Company: Gridworks & Sons');
    expect(body).toContain('Subject: Partnership opportunities');
    expect(body).toContain('Message:\r\nLine one\r\nLine two: 100% sure?');
    // Encoded for a URL: spaces as %20 (a + would show as a plus in some mail apps), & and % escaped.
    expect(href).not.toMatch(/[ +]/);
    expect(href).toContain('%26%20Sons');
  });
});

describe('sending', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds the payload with trimmed fields, the form id, the page and the time', () => {
    const payload = formPayload(inquiry, values, '/contact-us-and-support/general-inquiry', new Date('2026-03-02T10:00:00Z'));
    expect(payload).toEqual({
      form: 'general-inquiry',
      fields: { ...values, firstName: 'Ada' },
      page: '/contact-us-and-support/general-inquiry',
      submittedAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('POSTs JSON and reports a 2xx as sent, the fields of a 400, the words of a 429, anything else as failed', async () => {
    const payload = formPayload(inquiry, values, '/x', new Date());
    const calls: RequestInit[] = [];
    const answer = (status: number, body?: unknown) =>
      (async (_url: string | URL | Request, init?: RequestInit) => {
        calls.push(init ?? {});
        return new Response(body === undefined ? null : JSON.stringify(body), { status });
      }) as typeof fetch;
    const failed = { kind: 'failed' };
    expect(await sendPayload('https://forms.example/x', payload, { fetcher: answer(204) })).toEqual({ kind: 'sent', reference: undefined });
    // The site's service names the kept message's reference; anything not shaped like one is not shown.
    expect(await sendPayload('/api/forms', payload, { fetcher: answer(200, { ok: true, reference: '7K2M-X9QP-4R8T' }) })).toEqual({ kind: 'sent', reference: '7K2M-X9QP-4R8T' });
    expect(await sendPayload('/api/forms', payload, { fetcher: answer(200, { ok: true, reference: '<b>1</b>' }) })).toEqual({ kind: 'sent', reference: undefined });
    expect(await sendPayload('https://forms.example/x', payload, { fetcher: answer(500) })).toEqual(failed);
    expect(await sendPayload('https://forms.example/x', payload, { fetcher: answer(302) })).toEqual(failed);
    const invalid = { ok: false, error: 'invalid', message: 'x', fields: { email: forms.messages.email, count: 3 } };
    expect(await sendPayload('/api/forms', payload, { fetcher: answer(400, invalid) })).toEqual({ kind: 'invalid', errors: { email: forms.messages.email } });
    // A 400 that names no field (another service's, or a malformed request) is a failure the visitor can retry.
    expect(await sendPayload('/api/forms', payload, { fetcher: answer(400, { ok: false, error: 'bad-request' }) })).toEqual(failed);
    expect(await sendPayload('/api/forms', payload, { fetcher: answer(429, { ok: false, error: 'rate-limited', message: 'Wait.' }) })).toEqual({
      kind: 'limited',
      message: 'Wait.',
    });
    expect(await sendPayload('/api/forms', payload, { fetcher: answer(429) })).toEqual({ kind: 'limited', message: forms.status.limited.text });
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await sendPayload('https://forms.example/x', payload, { fetcher: failing })).toEqual(failed);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual(payload);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const hanging = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      })) as typeof fetch;
    const result = sendPayload('https://forms.example/x', formPayload(inquiry, values, '/x', new Date()), { fetcher: hanging });
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ kind: 'failed' });
  });
});

describe('what the forms say about a message', () => {
  it('finds a form by its id', () => {
    expect(formById('general-inquiry')).toBe(inquiry);
    expect(formById('newsletter')).toBeUndefined();
  });

  it('says where it goes and, with the form service, how long it is kept', () => {
    const stored = privacyNote(inquiry, '/api/forms');
    expect(stored).toContain('hello@');
    expect(stored).toContain(`${forms.retentionDays} days`);
    expect(stored).not.toMatch(/\{\w+\}/);
    expect(privacyNote(inquiry, '')).not.toContain('days');
  });
});

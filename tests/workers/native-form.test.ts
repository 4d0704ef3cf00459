/**
 * The forms posted without JavaScript (application/x-www-form-urlencoded), answered as GOV.UK's services answer: a
 * redirect to the confirmation with the message's reference, or the form's own page with the problem shown and the
 * values put back (server/form-page.ts, through the hooks of src/lib/form-markup.ts). The pages come from a fake
 * ASSETS binding serving the fixture pages of fixture-pages.ts.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { onRequestGet } from '../../functions/contact-us-and-support/[form]/sent';
import { onRequest } from '../../functions/api/forms';
import { escapeHtml } from '../../src/lib/escape-html';
import { FORM_LIMITS, handleFormRequest, type FormServiceEnv } from '../../server/form-service';
import type { Notification } from '../../server/forms-worker/notification';
import { forms } from '../../src/content/forms';
import { site } from '../../src/content/site';
import type { FormsForm } from '../../src/content/types';
import { fill } from '../../src/lib/fill';
import { confirmationPath, formIdField, formPagePath, referencePattern } from '../../src/lib/form-markup';
import { contactForm, honeypotName } from '../../src/lib/form-rules';
import { validValue } from '../support/form-values';
import { type FakeAssets, fakeAssets, fixtureCsp } from './fixture-pages';

const sales = contactForm('contact-sales');
const support = contactForm('contact-support');
const general = contactForm('general-inquiry');
const origin = 'https://solvara.example';

/** Typed by a visitor, and to come back exactly so: markup, an ampersand, curly quotes and an entity's spelling. */
const tricky = '"><script>alert(1)</script> & “quotes” &amp;';

let sent: Notification[];
let assets: FakeAssets;
let client = 0;

function serviceEnv(db: D1Database = env.DB): FormServiceEnv {
  return {
    DB: db,
    ASSETS: assets.binding,
    MAILER: {
      async notify(notification) {
        sent.push(notification);
      },
    },
  };
}

const validFields = (form: FormsForm): Record<string, string> => Object.fromEntries(form.fields.map((field) => [field.name, validValue(field)]));

/** The body a browser sends for the form: the hidden form id, each field, the empty honeypot. */
function formBody(form: FormsForm, fields: Record<string, string> = validFields(form)): URLSearchParams {
  return new URLSearchParams([[formIdField, form.id], ...Object.entries(fields), [honeypotName, fields[honeypotName] ?? '']]);
}

function postForm(body: BodyInit, { ip = `203.0.113.${client}`, headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) {
  return new Request(`${origin}/api/forms`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip, ...headers },
    body,
  });
}

/** As a browser posts a form from the site's own page. */
const fromOwnPage = { origin, 'sec-fetch-site': 'same-origin' };

const rows = async () => (await env.DB.prepare('SELECT * FROM form_messages ORDER BY received_at').all<Record<string, string | null>>()).results;

/** The element of `html` that opens with `<tag` and carries `marker` (its start tag only). */
function startTag(html: string, marker: string): string {
  const found = html.match(new RegExp(`<[a-z]+[^>]*${marker.replace(/[[\]()"\\.*+?]/g, '\\$&')}[^>]*>`));
  if (!found) throw new Error(`No element with ${marker} in\n${html}`);
  return found[0];
}

beforeEach(async () => {
  sent = [];
  client++;
  assets = fakeAssets([sales, support, general]);
  await env.DB.batch([env.DB.prepare('DELETE FROM form_messages'), env.DB.prepare('DELETE FROM form_attempts')]);
});

describe('a form posted without JavaScript', () => {
  it('is kept under its reference, e-mailed, and redirected (303) to the confirmation with the reference', async () => {
    const fields = { ...validFields(sales), company: '  Gridworks  ' };
    const now = new Date('2026-11-24T10:00:01Z');
    const response = await handleFormRequest(postForm(formBody(sales, fields), { headers: fromOwnPage }), serviceEnv(), now);
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = response.headers.get('location')!;
    const [path, query] = location.split('?');
    expect(path).toBe(confirmationPath(sales));
    const reference = new URLSearchParams(query).get('reference')!;
    expect(reference).toMatch(referencePattern);
    expect(location).toBe(`/contact-us-and-support/contact-sales/sent?reference=${reference}`);

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ id: reference, form: 'contact-sales', page: formPagePath(sales), submitted_at: now.toISOString(), received_at: now.toISOString() });
    expect(JSON.parse(row!.fields!)).toEqual({ ...fields, company: 'Gridworks' });
    expect(row!.notified_at).not.toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: site.emails.sales, subject: 'Sales inquiry from Gridworks', replyTo: 'ada.okafor@gridworks.example' });
    expect(sent[0]!.text).toContain(`${site.url}${formPagePath(sales)} on ${now.toISOString()}`);
  });

  it('is what the Pages Function at functions/api/forms.ts answers, and its confirmation then shows the reference', async () => {
    const response = await onRequest({ request: postForm(formBody(general)), env: serviceEnv() } as unknown as Parameters<typeof onRequest>[0]);
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location')!, origin);
    const reference = target.searchParams.get('reference')!;
    expect((await rows())[0]!.id).toBe(reference);

    const confirmation = await confirm(target.href, 'general-inquiry');
    expect(confirmation.status).toBe(200);
    const html = await confirmation.text();
    expect(startTag(html, 'data-reference-line')).not.toContain('hidden');
    expect(html).toContain(`<strong data-reference="">${reference}</strong>`);
  });

  it('answers a missing and a wrong value with the form’s own page: the summary, each message in place, everything typed put back', async () => {
    const fields = {
      ...validFields(support),
      fullName: '   ',
      company: tricky,
      issueType: 'billing',
      message: `</textarea>${tricky}\n${'x'.repeat(3000)}`,
    };
    const response = await handleFormRequest(postForm(formBody(support, fields), { headers: fromOwnPage }), serviceEnv());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(assets.asked).toEqual([`${origin}${formPagePath(support)}`]);
    const html = await response.text();

    const summary = startTag(html, 'data-error-summary=');
    expect(summary).not.toContain('hidden');
    expect(summary).toContain('autofocus');
    expect(html).toContain(`<h2 data-error-summary-heading="">${forms.errorSummary.heading}</h2>`);
    const tooLong = fill(forms.messages.tooLong, { max: 3000, length: fields.message.trim().length });
    const fullNameError = support.fields.find((field) => field.name === 'fullName')!.errorWhenEmpty!;
    // In the fields' order, each linking to its control.
    expect(html).toContain(
      `<ul data-error-summary-list=""><li><a href="#contact-support-fullName">${fullNameError}</a></li><li><a href="#contact-support-message">${tooLong}</a></li></ul>`,
    );

    expect(startTag(html, 'data-field="fullName"')).toContain('data-invalid=""');
    expect(startTag(html, 'data-field="message"')).toContain('data-invalid=""');
    expect(startTag(html, 'data-field="email"')).not.toContain('data-invalid');
    expect(html).toContain(`<p id="contact-support-fullName-error" class="e"><span class="v">Error:</span> <span data-field-message="">${fullNameError}</span></p>`);
    expect(html).toContain(`<p id="contact-support-email-error" class="e" hidden="">`);
    expect(startTag(html, 'id="contact-support-fullName"')).toContain('aria-invalid="true" aria-describedby="contact-support-fullName-error"');
    // The hint stays first in what describes the control.
    expect(startTag(html, 'id="contact-support-message"')).toContain('aria-describedby="contact-support-message-description contact-support-message-error"');
    expect(startTag(html, 'id="contact-support-message"')).toContain('aria-invalid="true"');
    expect(startTag(html, 'id="contact-support-email"')).not.toContain('aria-invalid');

    // Each value as typed, escaped once.
    expect(startTag(html, 'id="contact-support-fullName"')).toContain('value="   "');
    expect(startTag(html, 'id="contact-support-company"')).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; “quotes” &amp;amp;"');
    expect(startTag(html, 'id="contact-support-email"')).toContain(`value="${validValue(support.fields[1]!)}"`);
    expect(html).toContain(`&lt;/textarea&gt;"&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; “quotes” &amp;amp;\n${'x'.repeat(3000)}</textarea>`);
    expect(html).toContain('<option value="">Select an issue type</option>');
    expect(html).toContain('<option value="billing" selected="">Billing and invoices</option>');
    expect(html.match(/selected/g)).toHaveLength(1);
    expect(startTag(html, `name="${honeypotName}"`)).not.toContain('value');

    // A page without JavaScript, titled as an error.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(html).toContain(`<title>${fill(forms.errorSummary.pageTitle, { title: `${support.heading} &amp; more | Solvara` })}</title>`);
    expect(html).toContain('<svg aria-hidden="true"><title>Icon</title></svg>');

    expect(response.headers.get('content-security-policy')).toBe(`${fixtureCsp}; frame-ancestors 'none'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('content-length')).toBeNull();
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('keeps the page’s own headers, its policy among them', async () => {
    assets = fakeAssets([sales], { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'", 'x-frame-options': 'DENY', 'cache-control': 'public, max-age=0' });
    const response = await handleFormRequest(postForm(formBody(sales, { ...validFields(sales), email: 'nope' })), serviceEnv());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(`<a href="#contact-sales-email">${forms.messages.email}</a>`);
  });

  it('puts back a message that starts with a line break, which the HTML parser would drop', async () => {
    const response = await handleFormRequest(postForm(formBody(general, { ...validFields(general), firstName: '', message: '\nSecond line' })), serviceEnv());
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('rows="5">\n\nSecond line</textarea>');
  });

  it('answers a page in words, linking back to the form, when the form’s page cannot be had', async () => {
    assets = fakeAssets([]);
    const response = await handleFormRequest(postForm(formBody(sales, { ...validFields(sales), firstName: '' })), serviceEnv());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<h1>${forms.errorSummary.heading}</h1>`);
    expect(html).toContain(`<li>${sales.fields[0]!.errorWhenEmpty}</li>`);
    expect(html).toContain(`<a href="${formPagePath(sales)}">`);
  });

  it.each([
    ['its Origin', { origin: 'https://forged.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'https://www.solvara.example' }],
  ])('refuses a post another site’s page sent (by %s) with 403 in words, and keeps nothing', async (_, headers) => {
    const response = await handleFormRequest(postForm(formBody(sales), { headers }), serviceEnv());
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/\w/);
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('answers a filled honeypot with the same redirect and a reference, and keeps and sends nothing', async () => {
    const response = await handleFormRequest(postForm(formBody(sales, { ...validFields(sales), [honeypotName]: 'https://spam.example' })), serviceEnv());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/contact-us-and-support\/contact-sales\/sent\?reference=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(referencePattern.test(new URL(response.headers.get('location')!, origin).searchParams.get('reference')!)).toBe(true);
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses a body over the limit with 413 in words, whether or not it says its length', async () => {
    const big = formBody(sales, { ...validFields(sales), help: 'x'.repeat(FORM_LIMITS.bodyBytes) }).toString();
    const declared = await handleFormRequest(postForm(big), serviceEnv());
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toBe('text/plain; charset=utf-8');

    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096) controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const streamed = await handleFormRequest(postForm(stream), serviceEnv());
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toMatch(/bytes/);
    expect(await rows()).toEqual([]);
  });

  it('refuses an unknown form and a body without a form id with 400 in words', async () => {
    const unknown = await handleFormRequest(postForm(new URLSearchParams({ [formIdField]: 'careers', firstName: 'Ada' })), serviceEnv());
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await unknown.text()).toContain('"careers"');
    const anonymous = await handleFormRequest(postForm(new URLSearchParams({ firstName: 'Ada' })), serviceEnv());
    expect(anonymous.status).toBe(400);
    expect(await anonymous.text()).toContain(`"${formIdField}"`);
    expect(await rows()).toEqual([]);
  });

  it(`answers the post after ${FORM_LIMITS.perWindow} in a minute with 429 and the form’s page saying to wait, values put back`, async () => {
    const start = new Date('2026-11-24T10:00:00Z');
    for (let n = 0; n < FORM_LIMITS.perWindow; n++) {
      const ok = await handleFormRequest(postForm(formBody(general), { ip: '198.51.100.9' }), serviceEnv(), new Date(start.getTime() + n * 1000));
      expect(ok.status).toBe(303);
    }
    const fields = { ...validFields(general), company: tricky };
    const limited = await handleFormRequest(postForm(formBody(general, fields), { ip: '198.51.100.9' }), serviceEnv(), new Date(start.getTime() + 10_000));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await limited.text();
    expect(startTag(html, 'data-error-summary=')).not.toContain('hidden');
    expect(html).toContain(`<h2 data-error-summary-heading="">${forms.status.limited.heading}</h2><p>${forms.status.limited.text}</p><ul data-error-summary-list=""></ul>`);
    expect(html).not.toContain('data-invalid');
    expect(html).not.toContain('aria-invalid');
    expect(startTag(html, 'id="general-inquiry-company"')).toContain(`value="${escapeHtml(tricky)}"`);
    expect(html).toContain('<option value="other" selected="">Other</option>');
    expect(html).toContain(`<title>Error: ${general.heading} &amp; more | Solvara</title>`);
    expect(html).not.toMatch(/<script/i);
    expect(await rows()).toHaveLength(FORM_LIMITS.perWindow);
  });

  it('answers 503 with the form’s page saying nothing was kept, with the mailbox to write to, when the message cannot be stored', async () => {
    // D1 as it is, but for the insert of a message.
    const failingInsert = new Proxy(env.DB, {
      get(db, key) {
        if (key === 'prepare') {
          return (sql: string) => {
            if (sql.startsWith('INSERT INTO form_messages')) throw new Error('D1 is unavailable');
            return db.prepare(sql);
          };
        }
        const value = Reflect.get(db, key, db) as unknown;
        return typeof value === 'function' ? value.bind(db) : value;
      },
    });
    const fields = { ...validFields(sales), company: tricky };
    const response = await handleFormRequest(postForm(formBody(sales, fields)), serviceEnv(failingInsert));
    expect(response.status).toBe(503);
    const html = await response.text();
    const email = site.emails.sales;
    const notKept = fill(forms.status.failed.notKept, { email: `<a href="mailto:${email}">${email}</a>` });
    expect(html).toContain(`<h2 data-error-summary-heading="">${forms.status.failed.heading}</h2><p>${notKept}</p>`);
    expect(startTag(html, 'id="contact-sales-company"')).toContain(`value="${escapeHtml(tricky)}"`);
    expect(html).not.toContain('data-invalid');
    expect(await rows()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('answers 503 with the same page when the limit cannot be checked', async () => {
    const down = {
      prepare() {
        throw new Error('D1 is unavailable');
      },
    } as unknown as D1Database;
    const response = await handleFormRequest(postForm(formBody(general)), serviceEnv(down));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(`<h2 data-error-summary-heading="">${forms.status.failed.heading}</h2><p>`);
    expect(sent).toEqual([]);
  });
});

/** The confirmation's Pages Function, as Pages calls it for /contact-us-and-support/<form>/sent. */
function confirm(url: string, form: string): Promise<Response> {
  const request = new Request(url);
  return Promise.resolve(onRequestGet({ request, env: { ASSETS: assets.binding }, params: { form } } as unknown as Parameters<typeof onRequestGet>[0]));
}

describe('GET /contact-us-and-support/<form>/sent', () => {
  const page = `${origin}${confirmationPath(sales)}`;

  it('shows the reference it was sent with', async () => {
    const response = await confirm(`${page}?reference=7K2M-X9QP-4R8T`, sales.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(`${fixtureCsp}; frame-ancestors 'none'`);
    expect(response.headers.get('etag')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<p data-reference-line="">Your reference is <strong data-reference="">7K2M-X9QP-4R8T</strong></p>');
    // The confirmation keeps its scripts: it has no values to lose.
    expect(html).toContain('<script type="module" src="/assets/entry.js">');
  });

  it.each([
    ['a reference of another shape', '?reference=%3Cb%3Ehi%3C%2Fb%3E'],
    ['a reference with letters Crockford’s base 32 has not', '?reference=7K2M-X9QP-4R8I'],
    ['no reference', ''],
  ])('answers the static page as it is for %s', async (_, query) => {
    const response = await confirm(`${page}${query}`, sales.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"fixture"');
    const html = await response.text();
    expect(html).toContain('<p data-reference-line="" hidden="">Your reference is <strong data-reference=""></strong></p>');
  });

  it('answers what ASSETS answers for a form there is not', async () => {
    const response = await confirm(`${origin}/contact-us-and-support/careers/sent?reference=7K2M-X9QP-4R8T`, 'careers');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('7K2M');
  });
});

describe('lol-html, which the rewriting relies on', () => {
  it('escapes " in an attribute value it is given, and not &: form-page.ts escapes & itself, and " once', async () => {
    const html = await new HTMLRewriter()
      .on('input', { element: (input) => void input.setAttribute('value', '" & &amp;') })
      .transform(new Response('<input value="">'))
      .text();
    expect(html).toBe('<input value="&quot; & &amp;">');
  });
});

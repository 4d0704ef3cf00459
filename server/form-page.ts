/**
 * The pages the form service answers a form posted without JavaScript with, made from the prerendered pages by
 * Cloudflare's HTMLRewriter through the hooks of src/lib/form-markup.ts: a form's page with its problem shown and the
 * values put back (GOV.UK's pattern), and the confirmation page with the message's reference.
 */
import { forms } from '../src/content/forms';
import type { FormsForm } from '../src/content/types';
import { fill } from '../src/lib/fill';
import { formHooks, formPagePath, messageId } from '../src/lib/form-markup';
import { escapeHtml } from '../src/lib/escape-html';
import { controlId, type FormValues, mailboxAddress } from '../src/lib/form-rules';
import { headerPolicy, SECURITY_HEADERS } from '../src/lib/security-headers';

/** What the page says above the form: the fields' messages, the limit, or that nothing was kept. */
export type FormPageNotice = { kind: 'invalid'; errors: Record<string, string> } | { kind: 'limited' } | { kind: 'failed' };

export type Assets = Pick<Fetcher, 'fetch'>;

// For setAttribute too: lol-html escapes `"` in a value it is given but not `&`, so a typed "&amp;" would come back as
// "&". escapeHtml escapes both, leaving it no `"` to escape again (tests/workers/native-form.test.ts checks both).

/** An attribute's value as getAttribute gives it (as written in the source) in plain text: the entities React writes. */
const decodeAttribute = (value: string): string =>
  value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>', amp: '&' })[name] ?? '');

const hook = (name: string, value?: string) => (value === undefined ? `[${name}]` : `[${name}="${value}"]`);

/** The HTML of forms.status.failed.notKept, its address a mailto: link. */
function notKeptHtml(form: FormsForm): string {
  const email = mailboxAddress(form);
  return fill(escapeHtml(forms.status.failed.notKept), { email: `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>` });
}

function noticeHeading(notice: FormPageNotice): string {
  if (notice.kind === 'limited') return forms.status.limited.heading;
  if (notice.kind === 'failed') return forms.status.failed.heading;
  return forms.errorSummary.heading;
}

function noticeTextHtml(form: FormsForm, notice: FormPageNotice): string {
  if (notice.kind === 'limited') return escapeHtml(forms.status.limited.text);
  if (notice.kind === 'failed') return notKeptHtml(form);
  return '';
}

/** The messages in the order of the form's fields, by control id. */
function orderedErrors(form: FormsForm, notice: FormPageNotice): Array<{ id: string; message: string }> {
  if (notice.kind !== 'invalid') return [];
  return form.fields.flatMap((field) => {
    const message = notice.errors[field.name];
    return message === undefined ? [] : [{ id: controlId(form, field), message }];
  });
}

/** What the rewritten page's headers are: the asset's, never cached, and with the policy and security headers. */
function pageHeaders(asset: Headers, metaPolicy: string | undefined, extra: Record<string, string>): Headers {
  const headers = new Headers(asset);
  headers.delete('content-length');
  headers.delete('etag');
  headers.set('cache-control', 'no-store');
  // ASSETS may answer without the `_headers` rules, which carry each page's policy; the page's <meta> has the same one.
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', metaPolicy ? headerPolicy(metaPolicy) : "frame-ancestors 'none'");
  for (const [name, value] of SECURITY_HEADERS) if (!headers.has(name)) headers.set(name, value);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

/** The asset through `rewriter`, read whole, so the page's <meta> policy is known before the headers are set. */
async function rewritten(asset: Response, rewriter: HTMLRewriter, status: number, extraHeaders: Record<string, string> = {}): Promise<Response> {
  let metaPolicy: string | undefined;
  rewriter.on('meta[http-equiv]', {
    element(meta) {
      const content = meta.getAttribute('content');
      if (meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy' && content) metaPolicy ??= decodeAttribute(content);
    },
  });
  const body = await rewriter.transform(asset).text();
  return new Response(body, { status, headers: pageHeaders(asset.headers, metaPolicy, extraHeaders) });
}

/** Puts each field's value back as it was typed: an input's value, a textarea's text, a select's chosen option. */
function putValuesBack(rewriter: HTMLRewriter, form: FormsForm, values: FormValues): void {
  for (const field of form.fields) {
    const id = controlId(form, field);
    const value = values[field.name] ?? '';
    if (field.kind === 'select') {
      rewriter.on(`[id="${id}"] option`, {
        element(option) {
          if ((option.getAttribute('value') ?? '') === value) option.setAttribute('selected', '');
          else option.removeAttribute('selected');
        },
      });
    } else if (field.kind === 'textarea') {
      // The HTML parser drops one line break right after <textarea>: a value that starts with one needs another.
      const text = /^\r?\n/.test(value) ? `\n${value}` : value;
      rewriter.on(`textarea[id="${id}"]`, { element: (control) => void control.setInnerContent(text) });
    } else {
      rewriter.on(`input[id="${id}"]`, { element: (control) => void control.setAttribute('value', escapeHtml(value)) });
    }
  }
}

function markInvalid(rewriter: HTMLRewriter, form: FormsForm, errors: Record<string, string>): void {
  for (const field of form.fields) {
    const message = errors[field.name];
    if (message === undefined) continue;
    const id = controlId(form, field);
    const errorId = messageId(id);
    rewriter
      .on(hook(formHooks.field, field.name), { element: (group) => void group.setAttribute(formHooks.invalid, '') })
      .on(`[id="${errorId}"]`, { element: (element) => void element.removeAttribute('hidden') })
      .on(`[id="${errorId}"] ${hook(formHooks.message)}`, { element: (element) => void element.setInnerContent(message) })
      .on(`[id="${id}"]`, {
        element(control) {
          control.setAttribute('aria-invalid', 'true');
          const described = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
          if (!described.includes(errorId)) described.push(errorId);
          // getAttribute gives the value as written in the source, entities and all, so it goes back as it is.
          control.setAttribute('aria-describedby', described.join(' '));
        },
      });
  }
}

/**
 * The form's page with `notice` in its error summary and the values put back, without its scripts: hydrating it would
 * render the empty form again, losing both. Answers a plain page of the same words when ASSETS cannot give the page.
 */
export async function formPageAnswer(
  assets: Assets,
  pageUrl: URL,
  form: FormsForm,
  values: FormValues,
  notice: FormPageNotice,
  status: number,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  let asset: Response | undefined;
  try {
    asset = await assets.fetch(pageUrl);
  } catch (error) {
    console.error(`forms: the page ${pageUrl.pathname} could not be fetched`, error);
  }
  if (asset?.status !== 200) {
    if (asset) console.error(`forms: the page ${pageUrl.pathname} answered ${asset.status}`);
    return fallbackPage(form, notice, status, extraHeaders);
  }

  const errors = orderedErrors(form, notice);
  const text = noticeTextHtml(form, notice);
  let title = '';
  const rewriter = new HTMLRewriter()
    .on('script', { element: (script) => void script.remove() })
    .on('link[rel~="modulepreload"]', { element: (link) => void link.remove() })
    // A title's text comes in chunks of its source (entities as written): gathered, then written once, prefixed.
    .on('head > title', {
      text(chunk) {
        title += chunk.text;
        if (chunk.lastInTextNode) chunk.replace(fill(escapeHtml(forms.errorSummary.pageTitle), { title }), { html: true });
        else chunk.remove();
      },
    })
    .on(hook(formHooks.summary), {
      element(summary) {
        summary.removeAttribute('hidden');
        summary.setAttribute('autofocus', '');
        // autofocus moves focus only to an element that can take it.
        if (!summary.hasAttribute('tabindex')) summary.setAttribute('tabindex', '-1');
      },
    })
    .on(hook(formHooks.summaryList), {
      element(list) {
        for (const { id, message } of errors) list.append(`<li><a href="#${escapeHtml(id)}">${escapeHtml(message)}</a></li>`, { html: true });
      },
    });
  if (notice.kind !== 'invalid') {
    rewriter.on(hook(formHooks.summaryHeading), {
      element(heading) {
        heading.setInnerContent(noticeHeading(notice));
        heading.after(`<p>${text}</p>`, { html: true });
      },
    });
  }
  if (notice.kind === 'invalid') markInvalid(rewriter, form, notice.errors);
  putValuesBack(rewriter, form, values);
  return rewritten(asset, rewriter, status, extraHeaders);
}

/** A page in words alone, for when the form's page cannot be had: the notice and a link back to the form. */
function fallbackPage(form: FormsForm, notice: FormPageNotice, status: number, extraHeaders: Record<string, string>): Response {
  const heading = noticeHeading(notice);
  const errors = orderedErrors(form, notice);
  const details = errors.length > 0 ? `<ul>${errors.map(({ message }) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>` : `<p>${noticeTextHtml(form, notice)}</p>`;
  const body = [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(fill(forms.errorSummary.pageTitle, { title: form.heading }))}</title>`,
    `<h1>${escapeHtml(heading)}</h1>`,
    details,
    `<p><a href="${escapeHtml(formPagePath(form))}">${escapeHtml(forms.status.failed.retry)}</a></p>`,
    '',
  ].join('\n');
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  });
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Response(body, { status, headers });
}

/** The confirmation page (ASSETS's answer) with its reference line shown and the reference in it. */
export function confirmationPage(asset: Response, reference: string): Promise<Response> {
  const rewriter = new HTMLRewriter()
    .on(hook(formHooks.referenceLine), { element: (line) => void line.removeAttribute('hidden') })
    .on(hook(formHooks.reference), { element: (element) => void element.setInnerContent(reference) });
  return rewritten(asset, rewriter, asset.status);
}

/**
 * A small stand-in for the prerendered pages the form service rewrites: a form's page and its confirmation, with the
 * hooks of src/lib/form-markup.ts as components/ContactForm renders them, and an `ASSETS` binding that serves them.
 */
import type { FormsField, FormsForm } from '../../src/content/types';
import { confirmationPath, formHooks, formIdField, formPagePath, messageId } from '../../src/lib/form-markup';
import { controlId, honeypotName } from '../../src/lib/form-rules';

export const fixtureCsp = "default-src 'self'; script-src 'self' 'sha256-fixture='; form-action 'self' mailto:";

const head = (title: string) =>
  `<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${fixtureCsp}"><title>${title}</title>` +
  '<link rel="stylesheet" href="/assets/site.css"><link rel="modulepreload" href="/assets/chunk.js">' +
  '<script type="module" src="/assets/entry.js"></script></head>';

function control(form: FormsForm, field: FormsField): string {
  const id = controlId(form, field);
  const describedBy = field.description ? ` aria-describedby="${id}-description"` : '';
  const common = `id="${id}" name="${field.name}"${field.errorWhenEmpty ? ' required=""' : ''}${describedBy}`;
  if (field.kind === 'textarea') return `<textarea ${common} rows="${field.rows}"></textarea>`;
  if (field.kind === 'select') {
    const options = field.options.map((option) => `<option value="${option.value}">${option.label}</option>`).join('');
    return `<span><select ${common}><option value="" selected="">${field.placeholder}</option>${options}</select></span>`;
  }
  return `<input ${common} type="${field.kind === 'text' ? 'text' : field.kind}" value="">`;
}

export function formPageHtml(form: FormsForm): string {
  const fields = form.fields
    .map((field) => {
      const id = controlId(form, field);
      const hint = field.description ? `<span id="${id}-description">${field.description}</span>` : '';
      return (
        `<div class="g" ${formHooks.field}="${field.name}"><label for="${id}">${field.label}</label>${hint}` +
        `<p id="${messageId(id)}" class="e" hidden=""><span class="v">Error:</span> <span ${formHooks.message}=""></span></p>` +
        `${control(form, field)}</div>`
      );
    })
    .join('\n');
  return `<!doctype html><html lang="en">${head(`${form.heading} &amp; more | Solvara`)}<body>
<svg aria-hidden="true"><title>Icon</title></svg>
<h1>${form.heading}</h1>
<div class="s" ${formHooks.summary}="" hidden="" tabindex="-1"><h2 ${formHooks.summaryHeading}="">There is a problem</h2><ul ${formHooks.summaryList}=""></ul></div>
<form method="post" action="/api/forms" novalidate="">
<input type="hidden" name="${formIdField}" value="${form.id}">
${fields}
<div aria-hidden="true"><input name="${honeypotName}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${form.submit}</button>
</form>
<script>window.__hydrate = 1;</script>
</body></html>`;
}

export function confirmationHtml(form: FormsForm): string {
  return `<!doctype html><html lang="en">${head(`Message sent: ${form.heading} | Solvara`)}<body>
<h1>Message sent</h1>
<p ${formHooks.referenceLine}="" hidden="">Your reference is <strong ${formHooks.reference}=""></strong></p>
<script>window.__hydrate = 1;</script>
</body></html>`;
}

export interface FakeAssets {
  binding: Fetcher;
  /** The addresses asked for, in order. */
  asked: string[];
}

/** An ASSETS binding serving each form's page and confirmation as Pages would, with `headers` on every page. */
export function fakeAssets(forms: FormsForm[], headers: Record<string, string> = {}): FakeAssets {
  const pages = new Map<string, string>();
  for (const form of forms) {
    pages.set(formPagePath(form), formPageHtml(form));
    pages.set(confirmationPath(form), confirmationHtml(form));
  }
  const asked: string[] = [];
  const binding = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.href);
      const page = pages.get(url.pathname);
      if (page === undefined) return new Response('<!doctype html><title>Page not found</title>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
      return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"fixture"', 'content-length': String(new TextEncoder().encode(page).length), ...headers } });
    },
  } as unknown as Fetcher;
  return { binding, asked };
}

/**
 * What a contact form page's HTML and the form service agree on. The page is prerendered by React
 * (components/ContactForm); without JavaScript the form posts to the service, which answers a problem with that same
 * page rewritten by Cloudflare's HTMLRewriter (server/form-page.ts): the error summary shown, each field's message in
 * its place, the values put back. The service cannot know the page's hashed class names, so the page carries every
 * part the service fills in, hidden and empty, marked with these attributes; React renders the same parts, so the
 * hydrated form and the rewritten page are one design.
 * No DOM and no React here: it runs in the browser, in Node and in the Workers runtime.
 */
import type { FormsForm } from '../content/types';

export const formHooks = {
  /** The error summary's box: hidden until a submit finds a problem; it takes focus when shown. */
  summary: 'data-error-summary',
  /** The summary's heading (words from forms.yaml errorSummary.heading, or a status heading). */
  summaryHeading: 'data-error-summary-heading',
  /** The summary's list: one link per invalid field, to its control. */
  summaryList: 'data-error-summary-list',
  /** A field's group (label, hint, message, control); it carries `invalid` while its value has a problem. */
  field: 'data-field',
  invalid: 'data-invalid',
  /** Inside a field's message element (id: messageId): the message's words, after a visually hidden "Error:". */
  message: 'data-field-message',
  /** The confirmation's line with the message's reference, hidden when there is none. */
  referenceLine: 'data-reference-line',
  /** The reference itself, inside that line. */
  reference: 'data-reference',
} as const;

/** The name of the hidden input that says which form a native post comes from. */
export const formIdField = 'form';

/** The id of a field's message element, from its control's id (controlId in form-rules.ts). */
export const messageId = (controlId: string): string => `${controlId}-error`;

/**
 * Where the forms' pages are: each form's page is this section plus its id (content/forms.yaml explains the id), and
 * its confirmation page is that address plus /sent.
 */
const formsSection = '/contact-us-and-support';

export const formPagePath = (form: Pick<FormsForm, 'id'>): string => `${formsSection}/${form.id}`;

export const confirmationPath = (form: Pick<FormsForm, 'id'>): string => `${formPagePath(form)}/sent`;

/**
 * A kept message's reference: its id in D1, twelve characters of Crockford's base 32 (no I, L, O or U, so it reads
 * aloud and copies without mix-ups) in three groups, e.g. 7K2M-X9QP-4R8T.
 */
export const referencePattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new reference from the platform's random numbers (60 bits). */
export function newReference(): string {
  const characters = [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => referenceAlphabet[byte % 32]!);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

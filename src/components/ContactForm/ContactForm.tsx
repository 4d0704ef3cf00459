import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { forms } from '../../content/forms';
import type { FormsForm } from '../../content/types';
import { formIdField } from '../../lib/form-markup';
import { controlId, fieldError, formErrors, honeypotName, mailboxAddress, privacyNote, type FormValues } from '../../lib/form-rules';
import { emptyValues, formPayload, formsEndpoint, mailtoHref, sendPayload } from '../../lib/forms';
import { afterNextPaint } from '../../client/after-next-paint';
import { fill } from '../../lib/fill';
import { EmailText } from '../EmailText/EmailText';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary/ErrorSummary';
import { FormConfirmation } from '../FormConfirmation/FormConfirmation';
import { FormField } from '../FormField/FormField';
import { FormNotice } from '../FormNotice/FormNotice';
import { isFieldControl, useDraft } from './useDraft';
import * as styles from './ContactForm.css';

/** Where the form is after a press of send; `editing` until the first one. */
type Status =
  | { phase: 'editing' }
  | { phase: 'sending' }
  | { phase: 'sent'; reference: string | undefined }
  | { phase: 'failed' }
  | { phase: 'limited'; message: string }
  | { phase: 'mailed'; href: string };

const editing: Status = { phase: 'editing' };

/** The notices the visitor can act on; an edit or a new check returns to editing. */
const showsNotice = (status: Status) => status.phase === 'failed' || status.phase === 'limited' || status.phase === 'mailed';

/** What the last submit found: both parts change together, in one render. */
interface Check {
  /** The messages on the fields, by name. Set by a submit; each goes as soon as its field's value is fixed. */
  errors: Record<string, string>;
  /** The error summary: the fields the last submit found invalid, in field order, with their messages then. */
  summary: ErrorSummaryItem[];
}

const unchecked: Check = { errors: {}, summary: [] };

/**
 * Where the browser sends the form itself, before the script runs or without it: the site's own service (which
 * answers with the confirmation page, or the form again with its messages), another site's service, or, in e-mail
 * mode, the mail app as plain text.
 */
function nativeSubmission(address: string): { action: string; encType?: string } {
  return formsEndpoint ? { action: formsEndpoint } : { action: `mailto:${address}`, encType: 'text/plain' };
}

interface ContactFormProps {
  form: FormsForm;
  /** Values chosen by the page, e.g. the subject from ?subject=; they win over a stored draft. */
  preset?: FormValues;
}

/**
 * A contact form from content/forms.yaml, to GOV.UK's Design System: one column of fields, each message above its
 * field, an error summary, and one confirmation. With an endpoint it POSTs JSON there; without one it composes an
 * e-mail to the form's address and opens the visitor's mail app. Without JavaScript the browser submits it natively
 * (nativeSubmission). What is typed is kept as a session draft until a send succeeds (useDraft); a filled honeypot
 * drops the message silently.
 *
 * A submit with mistakes works as GOV.UK's: the error summary above the form takes focus (a heading, then one link
 * per invalid field, in field order, reading its message), the messages sit on the fields too, and the page's title
 * starts with "Error: " while the summary is shown. The summary reflects the last submit.
 *
 * A native form with native controls and buttons: the controls hold their values, so a key press renders nothing;
 * `values` follows them for the draft and the submit.
 */
export function ContactForm({ form, preset }: ContactFormProps) {
  const headingId = useId();
  const address = mailboxAddress(form);
  // What the fields start with; after that the controls hold their values.
  const [initial] = useState<FormValues>(() => ({ ...emptyValues(form), ...preset }));
  const values = useRef<FormValues>(initial);
  const [check, setCheck] = useState<Check>(unchecked);
  const [status, setStatus] = useState<Status>(editing);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const showingSummary = check.summary.length > 0;
  const draft = useDraft(form, formRef, { initial, preset, onArrival: (found) => (values.current = found) });

  // With JavaScript the form checks itself (messages from content); without it the browser checks required and e-mail.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [status]);

  useEffect(() => {
    if (status.phase === 'sent' || showsNotice(status)) noticeRef.current?.focus();
  }, [status]);

  // While the summary is shown the title says so first ("Error: ..."); then it is the page's own again. Only a title
  // that is still ours is put back: after a move to another page that page's title stays.
  useEffect(() => {
    if (!showingSummary) return;
    const own = document.title;
    const shown = fill(forms.errorSummary.pageTitle, { title: own });
    document.title = shown;
    return () => {
      if (document.title === shown) document.title = own;
    };
  }, [showingSummary]);

  const saveDraft = draft.save;
  // One handler for every field, the same function on every render (FormField is memoised). A key press renders
  // nothing unless it changes what is shown (the updates below return the state they were given, which React drops):
  // a field's message, which follows the value and goes as soon as the value is fixed, or a notice the edit dismisses.
  // New messages wait for the next submit, and so does the summary, which says what the last submit found.
  const update = useCallback(
    (name: string, value: string) => {
      values.current = { ...values.current, [name]: value };
      saveDraft(values.current);
      setCheck((check) => {
        if (!(name in check.errors)) return check;
        const field = form.fields.find((candidate) => candidate.name === name);
        const error = field ? fieldError(field, value) : undefined;
        if (error === check.errors[name]) return check;
        const { [name]: _previous, ...others } = check.errors;
        return { ...check, errors: error ? { ...others, [name]: error } : others };
      });
      setStatus((status) => (showsNotice(status) ? editing : status));
    },
    [form, saveDraft],
  );

  /** The values to send: what the controls hold now (autofill included), as `values` follows them. */
  const readValues = (): FormValues => {
    const element = formRef.current;
    const read: FormValues = { ...values.current };
    for (const field of form.fields) {
      const control = element?.elements.namedItem(field.name);
      if (isFieldControl(control)) read[field.name] = control.value;
    }
    values.current = read;
    return read;
  };

  /** Shows what was found (the form's own check, or the service's) and moves to the summary; false when nothing was. */
  const showErrors = (found: Record<string, string>): boolean => {
    const summary = form.fields.flatMap((field) => (field.name in found ? [{ controlId: controlId(form, field), message: found[field.name]! }] : []));
    // The summary and the messages on the fields render in one pass and are painted first, so the press answers at
    // once; the scroll and the move of focus follow in the task after that frame, when the summary is whole.
    setCheck({ errors: found, summary });
    if (summary.length === 0) return false;
    afterNextPaint(() => {
      const box = summaryRef.current;
      // Its top below the fixed header (html's scroll-padding-top), as far up as the page goes.
      box?.scrollIntoView({ block: 'start' });
      box?.focus({ preventScroll: true });
    });
    return true;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while sending does nothing: the button says it is busy.
    if (status.phase === 'sending') return;
    const entered = readValues();
    if (showErrors(formErrors(form, entered))) {
      if (showsNotice(status)) setStatus(editing);
      return;
    }
    const honeypot = event.currentTarget.elements.namedItem(honeypotName);
    if (honeypot instanceof HTMLInputElement && honeypot.value !== '') {
      draft.clear();
      setStatus({ phase: 'sent', reference: undefined });
      return;
    }
    if (!formsEndpoint) {
      const href = mailtoHref(form, entered);
      setStatus({ phase: 'mailed', href });
      window.location.href = href;
      return;
    }
    setStatus({ phase: 'sending' });
    const result = await sendPayload(formsEndpoint, formPayload(form, entered, window.location.pathname, new Date()));
    if (result.kind === 'sent') {
      draft.clear();
      values.current = initial;
      setStatus({ phase: 'sent', reference: result.reference });
    } else if (result.kind === 'invalid') {
      setStatus(editing);
      showErrors(result.errors);
    } else if (result.kind === 'limited') {
      setStatus({ phase: 'limited', message: result.message });
    } else {
      setStatus({ phase: 'failed' });
    }
  };

  // A link of the summary focuses its field and scrolls its label into view (below the fixed header), as GOV.UK's
  // does: the browser's own jump to #id would neither focus the field nor show the label above it.
  const goToField = (event: MouseEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(event.currentTarget.hash.slice(1));
    if (!isFieldControl(control)) return;
    event.preventDefault();
    (control.labels?.[0] ?? control).scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  if (status.phase === 'sent') {
    return (
      <FormConfirmation ref={noticeRef} level={2} reference={status.reference} form={form}>
        <button type="button" className={styles.secondaryButton} onClick={() => setStatus(editing)}>
          {forms.status.sent.again}
        </button>
      </FormConfirmation>
    );
  }

  return (
    <form ref={formRef} className={styles.form} aria-labelledby={headingId} method="post" {...nativeSubmission(address)} onSubmit={onSubmit}>
      <ErrorSummary ref={summaryRef} items={check.summary} onLinkClick={goToField} />
      <h2 id={headingId} className={styles.heading}>
        {form.heading}
      </h2>
      <p className={styles.note}>{forms.markers.note}</p>
      <input type="hidden" name={formIdField} value={form.id} />
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={controlId(form, field)}
          defaultValue={initial[field.name] ?? ''}
          error={check.errors[field.name]}
          onChange={update}
        />
      ))}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${headingId}-${honeypotName}`}>{forms.honeypot.label}</label>
        <input id={`${headingId}-${honeypotName}`} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {status.phase === 'failed' ? (
        <FormNotice ref={noticeRef} tone="problem" heading={forms.status.failed.heading}>
          <p>{forms.status.failed.text}</p>
          <p>
            {forms.status.failed.email} <a href={`mailto:${address}`}>{address}</a>.
          </p>
          <button type="submit" className={styles.secondaryButton}>
            {forms.status.failed.retry}
          </button>
        </FormNotice>
      ) : null}

      {status.phase === 'limited' ? (
        <FormNotice ref={noticeRef} tone="problem" heading={forms.status.limited.heading}>
          <p>{status.message}</p>
        </FormNotice>
      ) : null}

      {status.phase === 'mailed' ? (
        <FormNotice ref={noticeRef} tone="info" heading={forms.status.mail.heading}>
          <p>{fill(forms.status.mail.text, { email: address })}</p>
          <p>
            <a href={status.href}>{forms.status.mail.again}</a>
          </p>
          <p>
            <EmailText template={forms.status.mail.noApp} address={address} />
          </p>
        </FormNotice>
      ) : null}

      <div className={styles.actions}>
        {/* While sending it stays in the tab order and says it is busy; onSubmit ignores a second press. */}
        <button type="submit" className={styles.submit} aria-disabled={status.phase === 'sending' || undefined}>
          {status.phase === 'sending' ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {forms.status.sending}
            </>
          ) : (
            form.submit
          )}
        </button>
      </div>
      <p className={styles.privacy}>{privacyNote(form, formsEndpoint)}</p>
    </form>
  );
}

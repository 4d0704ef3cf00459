import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { forms } from '../../content/forms';
import type { FormsField, FormsForm } from '../../content/types';
import { controlId, fieldError, formErrors, honeypotName, mailboxAddress, privacyNote, type FormValues } from '../../lib/form-rules';
import { clearDraft, emptyValues, formPayload, formsEndpoint, loadDraft, mailtoHref, saveDraft, sendPayload } from '../../lib/forms';
import { afterNextPaint } from '../../client/after-next-paint';
import { fill, templateParts } from '../../lib/fill';
import { FormField } from '../FormField/FormField';
import * as styles from './ContactForm.css';

type Phase = 'editing' | 'sending' | 'sent' | 'failed' | 'limited' | 'mailed';

/** The phases that show a notice the visitor can act on; an edit or a new check returns to editing. */
const noticePhases: ReadonlySet<Phase> = new Set(['failed', 'limited', 'mailed']);

// Without JavaScript the browser sends the form itself: to another site's service as a form post, or to the mail
// app as plain text. The site's own service takes only the JSON the script sends, so its forms fall back to mail.
const nativeAction = (address: string) => (formsEndpoint.startsWith('https://') ? formsEndpoint : `mailto:${address}`);

/** What the last submit found: both parts change together, in one render. */
interface Check {
  /** The messages on the fields, by name. Set by a submit; each goes as soon as its field's value is fixed. */
  errors: Record<string, string>;
  /** The error summary: the fields the last submit found invalid, in field order, with their messages then. */
  summary: Array<{ field: FormsField; message: string }>;
}

const unchecked: Check = { errors: {}, summary: [] };

/** A form field's own control: an input, a textarea or a select. */
const isFieldControl = (control: unknown): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;

/** How long typing must pause before the draft is written: storage stays off the path of each key. */
const draftDelayMs = 400;

/**
 * Keeps what is typed as a session draft, written once typing pauses, and at once when the visitor leaves the page
 * (another page of the site, or the tab: pagehide), so a key press never waits for storage.
 */
function useDraft(form: FormsForm) {
  const pending = useRef<FormValues | null>(null);
  const timer = useRef(0);
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (pending.current) saveDraft(form, pending.current);
    pending.current = null;
  }, [form]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  return {
    save: useCallback(
      (values: FormValues) => {
        pending.current = values;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(flush, draftDelayMs);
      },
      [flush],
    ),
    clear: useCallback(() => {
      window.clearTimeout(timer.current);
      pending.current = null;
      clearDraft(form);
    }, [form]),
  };
}

interface ContactFormProps {
  form: FormsForm;
  /** Values chosen by the page, e.g. the subject from ?subject=; they win over a stored draft. */
  preset?: FormValues;
}

/**
 * A contact form from content/forms.yaml. With an endpoint it POSTs JSON there; without one it composes an
 * e-mail to the form's address and opens the visitor's mail app. Without JavaScript the browser submits it
 * natively (to the endpoint, or as a mailto: with text/plain). What is typed is kept as a session draft until a
 * send succeeds; a filled honeypot drops the message silently.
 *
 * A submit with mistakes works as GOV.UK's Design System does: an error summary at the top of the form takes focus
 * (a heading, then one link per invalid field, in field order, reading its message), the messages sit on the fields
 * too, and the page's title starts with "Error: " while the summary is shown. The summary reflects the last submit.
 *
 * A native form with native controls and buttons: React Aria's Form, TextField and Button re-rendered the form on
 * every key and on each press (a typed key 120-160 ms, an empty submit 280-450 ms at 4x CPU slowdown); here the
 * controls hold their values and a key press renders nothing.
 */
export function ContactForm({ form, preset }: ContactFormProps) {
  const headingId = useId();
  const address = mailboxAddress(form);
  // What the fields start with. After that the controls hold their values (a key press renders nothing) and
  // `values` follows them for the draft and the submit.
  const [initial] = useState<FormValues>(() => ({ ...emptyValues(form), ...preset }));
  const values = useRef<FormValues>(initial);
  const [check, setCheck] = useState<Check>(unchecked);
  const [phase, setPhase] = useState<Phase>('editing');
  // The latest check and phase for the change handler, which stays the same function across renders.
  const current = useRef({ check, phase });
  useEffect(() => {
    current.current = { check, phase };
  }, [check, phase]);
  const formRef = useRef<HTMLFormElement>(null);
  const [mailHref, setMailHref] = useState('');
  const [limitMessage, setLimitMessage] = useState('');
  const sending = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const showingSummary = check.summary.length > 0;
  const { save: saveDraftSoon, clear: clearDraftNow } = useDraft(form);

  // After hydration: what was typed before the script ran stays; an untouched field gets what this visitor typed
  // earlier in this tab (the page's preset, e.g. ?subject=, wins over the draft).
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const draft = loadDraft(form);
    const found: FormValues = { ...initial };
    for (const field of form.fields) {
      const control = element.elements.namedItem(field.name);
      if (!isFieldControl(control)) continue;
      // The prerendered page has every field empty (it knows no query); a page rendered here starts from `initial`.
      const untouched = control.value === '' || control.value === initial[field.name];
      const wanted = preset?.[field.name] ?? draft?.[field.name];
      if (untouched && wanted !== undefined) control.value = wanted;
      found[field.name] = control.value;
    }
    values.current = found;
    // Only on arrival: later preset changes come with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  // With JavaScript the form checks itself (messages from content); without it the browser checks required and e-mail.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [phase]);

  useEffect(() => {
    if (phase === 'sent' || noticePhases.has(phase)) noticeRef.current?.focus();
  }, [phase]);

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

  // One handler for every field, the same function on every render (FormField is memoised). A key press sets no
  // state unless it changes what is shown: a field's message, or a notice the edit dismisses.
  const update = useCallback(
    (name: string, value: string) => {
      values.current = { ...values.current, [name]: value };
      saveDraftSoon(values.current);
      const { check, phase } = current.current;
      // A shown message follows the value and goes as soon as the value is fixed; new messages wait for the next
      // submit, and so does the summary, which says what the last submit found.
      if (name in check.errors) {
        const field = form.fields.find((candidate) => candidate.name === name);
        const error = field ? fieldError(field, value) : undefined;
        if (error !== check.errors[name]) {
          const { [name]: _previous, ...others } = check.errors;
          setCheck({ ...check, errors: error ? { ...others, [name]: error } : others });
        }
      }
      if (noticePhases.has(phase)) setPhase('editing');
    },
    [form, saveDraftSoon],
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
    const summary = form.fields.flatMap((field) => (field.name in found ? [{ field, message: found[field.name]! }] : []));
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
    if (sending.current) return;
    const entered = readValues();
    if (showErrors(formErrors(form, entered))) {
      if (noticePhases.has(phase)) setPhase('editing');
      return;
    }
    const honeypot = event.currentTarget.elements.namedItem(honeypotName);
    if (honeypot instanceof HTMLInputElement && honeypot.value !== '') {
      clearDraftNow();
      setPhase('sent');
      return;
    }
    if (!formsEndpoint) {
      const href = mailtoHref(form, entered);
      setMailHref(href);
      setPhase('mailed');
      window.location.href = href;
      return;
    }
    sending.current = true;
    setPhase('sending');
    const result = await sendPayload(formsEndpoint, formPayload(form, entered, window.location.pathname, new Date()));
    sending.current = false;
    if (result.kind === 'sent') {
      clearDraftNow();
      values.current = initial;
      setPhase('sent');
    } else if (result.kind === 'invalid') {
      setPhase('editing');
      showErrors(result.errors);
    } else if (result.kind === 'limited') {
      setLimitMessage(result.message);
      setPhase('limited');
    } else {
      setPhase('failed');
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

  if (phase === 'sent') {
    return (
      <div ref={noticeRef} className={styles.confirmation} role="status" tabIndex={-1}>
        <h2 className={styles.noticeHeading}>{forms.status.sent.heading}</h2>
        <p>{forms.status.sent.text}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => setPhase('editing')}>
          {forms.status.sent.again}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-labelledby={headingId}
      action={nativeAction(address)}
      method="post"
      encType={nativeAction(address).startsWith('mailto:') ? 'text/plain' : undefined}
      onSubmit={onSubmit}
    >
      {showingSummary ? (
        // GOV.UK's structure: the box takes focus, the alert inside it is announced.
        <div ref={summaryRef} className={styles.summary} tabIndex={-1}>
          <div role="alert" className={styles.summaryBody}>
            <h2 className={styles.summaryHeading}>{forms.errorSummary.heading}</h2>
            <ul className={styles.summaryList}>
              {check.summary.map(({ field, message }) => (
                <li key={field.name}>
                  <a className={styles.summaryLink} href={`#${controlId(form, field)}`} onClick={goToField}>
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <h2 id={headingId} className={styles.heading}>
        {form.heading}
      </h2>
      <p className={styles.note}>{forms.markers.note}</p>
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <div key={field.name} className={field.kind === 'textarea' ? styles.wide : undefined}>
            <FormField
              field={field}
              id={controlId(form, field)}
              defaultValue={initial[field.name] ?? ''}
              error={check.errors[field.name]}
              onChange={update}
            />
          </div>
        ))}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${headingId}-${honeypotName}`}>{forms.honeypot.label}</label>
        <input id={`${headingId}-${honeypotName}`} name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {phase === 'failed' ? (
        <div ref={noticeRef} className={styles.error} role="alert" tabIndex={-1}>
          <h3 className={styles.noticeHeading}>{forms.status.failed.heading}</h3>
          <p>{forms.status.failed.text}</p>
          <p>
            {forms.status.failed.email} <a href={`mailto:${address}`}>{address}</a>.
          </p>
          <button type="submit" className={styles.secondaryButton}>
            {forms.status.failed.retry}
          </button>
        </div>
      ) : null}

      {phase === 'limited' ? (
        <div ref={noticeRef} className={styles.error} role="alert" tabIndex={-1}>
          <h3 className={styles.noticeHeading}>{forms.status.limited.heading}</h3>
          <p>{limitMessage}</p>
        </div>
      ) : null}

      {phase === 'mailed' ? (
        <div ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          <h3 className={styles.noticeHeading}>{forms.status.mail.heading}</h3>
          <p>{fill(forms.status.mail.text, { email: address })}</p>
          <p>
            <a href={mailHref}>{forms.status.mail.again}</a>
          </p>
          <p>
            <MailFallback address={address} />
          </p>
        </div>
      ) : null}

      <div className={styles.actions}>
        {/* While sending it stays in the tab order and says it is busy; onSubmit ignores a second press. */}
        <button type="submit" className={styles.submit} aria-disabled={phase === 'sending' || undefined}>
          {phase === 'sending' ? (
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

/** "No e-mail app opened? Write to us at {email}." with the address as a link. */
function MailFallback({ address }: { address: string }) {
  return templateParts(forms.status.mail.noApp).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : part === 'email' ? (
      <a key={index} href={`mailto:${address}`}>
        {address}
      </a>
    ) : (
      `{${part}}`
    ),
  );
}

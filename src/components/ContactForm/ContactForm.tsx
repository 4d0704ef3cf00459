import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button, Form } from 'react-aria-components';
import { forms } from '../../content/forms';
import type { FormsForm } from '../../content/types';
import {
  clearDraft,
  emptyValues,
  fieldError,
  fill,
  formErrors,
  formPayload,
  formsEndpoint,
  loadDraft,
  mailboxAddress,
  mailtoHref,
  saveDraft,
  sendPayload,
  type FormValues,
} from '../../lib/forms';
import { FormField } from '../FormField/FormField';
import * as styles from './ContactForm.css';

type Phase = 'editing' | 'sending' | 'sent' | 'failed' | 'mailed';

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
 */
export function ContactForm({ form, preset }: ContactFormProps) {
  const headingId = useId();
  const address = mailboxAddress(form);
  const [values, setValues] = useState<FormValues>(() => ({ ...emptyValues(form), ...preset }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const formRef = useRef<HTMLFormElement>(null);
  const [mailHref, setMailHref] = useState('');
  const sending = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // After hydration: bring back what this visitor typed earlier in this tab.
  useEffect(() => {
    const draft = loadDraft(form);
    if (draft) setValues({ ...draft, ...preset });
    // Only on arrival: later preset changes come with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  // With JavaScript the form checks itself (messages from content); without it the browser checks required and e-mail.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [phase]);

  useEffect(() => {
    if (phase === 'sent' || phase === 'failed' || phase === 'mailed') noticeRef.current?.focus();
  }, [phase]);

  const update = (name: string) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      saveDraft(form, next);
      return next;
    });
    // A shown message follows the value and goes as soon as the value is fixed; new messages wait for the next submit.
    setErrors((current) => {
      if (!(name in current)) return current;
      const field = form.fields.find((candidate) => candidate.name === name);
      const error = field ? fieldError(field, value) : undefined;
      const { [name]: _previous, ...others } = current;
      return error ? { ...others, [name]: error } : others;
    });
    if (phase === 'failed' || phase === 'mailed') setPhase('editing');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found = formErrors(form, values);
    // Rendered before focus moves, so the first invalid field is announced with its message.
    flushSync(() => setErrors(found));
    const first = form.fields.find((field) => field.name in found);
    if (first) {
      const element = formRef.current?.elements.namedItem(first.name);
      if (element instanceof HTMLElement) element.focus();
      if (phase === 'failed' || phase === 'mailed') setPhase('editing');
      return;
    }
    const honeypot = event.currentTarget.elements.namedItem('website');
    if (honeypot instanceof HTMLInputElement && honeypot.value !== '') {
      clearDraft(form);
      setPhase('sent');
      return;
    }
    if (!formsEndpoint) {
      const href = mailtoHref(form, values);
      setMailHref(href);
      setPhase('mailed');
      window.location.href = href;
      return;
    }
    sending.current = true;
    setPhase('sending');
    const sent = await sendPayload(formsEndpoint, formPayload(form, values, window.location.pathname, new Date()));
    sending.current = false;
    if (sent) {
      clearDraft(form);
      setValues({ ...emptyValues(form), ...preset });
    }
    setPhase(sent ? 'sent' : 'failed');
  };

  if (phase === 'sent') {
    return (
      <div ref={noticeRef} className={styles.confirmation} role="status" tabIndex={-1}>
        <h2 className={styles.noticeHeading}>{forms.status.sent.heading}</h2>
        <p>{forms.status.sent.text}</p>
        <Button className={styles.secondaryButton} onPress={() => setPhase('editing')}>
          {forms.status.sent.again}
        </Button>
      </div>
    );
  }

  return (
    <Form
      ref={formRef}
      className={styles.form}
      validationBehavior="aria"
      aria-labelledby={headingId}
      // Without JavaScript the browser sends the form itself: to the endpoint, or to the mail app as plain text.
      action={formsEndpoint || `mailto:${address}`}
      method="post"
      encType={formsEndpoint ? undefined : 'text/plain'}
      onSubmit={onSubmit}
    >
      <h2 id={headingId} className={styles.heading}>
        {form.heading}
      </h2>
      <p className={styles.note}>{forms.markers.note}</p>
      <div className={styles.fields}>
        {form.fields.map((field) => (
          <div key={field.name} className={field.kind === 'textarea' ? styles.wide : undefined}>
            <FormField field={field} value={values[field.name] ?? ''} error={errors[field.name]} onChange={update(field.name)} />
          </div>
        ))}
      </div>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${headingId}-website`}>{forms.honeypot.label}</label>
        <input id={`${headingId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {phase === 'failed' ? (
        <div ref={noticeRef} className={styles.error} role="alert" tabIndex={-1}>
          <h3 className={styles.noticeHeading}>{forms.status.failed.heading}</h3>
          <p>{forms.status.failed.text}</p>
          <p>
            {forms.status.failed.email} <a href={`mailto:${address}`}>{address}</a>.
          </p>
          <Button type="submit" className={styles.secondaryButton}>
            {forms.status.failed.retry}
          </Button>
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
        <Button type="submit" className={styles.submit} isPending={phase === 'sending'}>
          {phase === 'sending' ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {forms.status.sending}
            </>
          ) : (
            form.submit
          )}
        </Button>
      </div>
    </Form>
  );
}

/** "No e-mail app opened? Write to us at {email}." with the address as a link. */
function MailFallback({ address }: { address: string }) {
  const [before = '', after = ''] = forms.status.mail.noApp.split('{email}');
  return (
    <>
      {before}
      <a href={`mailto:${address}`}>{address}</a>
      {after}
    </>
  );
}

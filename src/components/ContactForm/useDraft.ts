import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { FormsForm } from '../../content/types';
import type { FormValues } from '../../lib/form-rules';
import { clearDraft, loadDraft, saveDraft } from '../../lib/forms';

/** How long typing must pause before the draft is written: storage stays off the path of each key. */
const draftDelayMs = 400;

/** A form field's own control: an input, a textarea or a select. */
export const isFieldControl = (control: unknown): control is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement;

/**
 * The form's session draft. On arrival (after hydration) it fills each untouched control with what this visitor
 * typed earlier in this tab, keeps what was typed before the script ran, and hands the form the values its controls
 * hold (`onArrival`); a value the page chose (`preset`, e.g. ?subject=) wins over the draft. Then `save` writes what
 * is typed once typing pauses, and at once when the visitor leaves the page (another page of the site, or the tab:
 * pagehide), so a key press never waits for storage; `clear` forgets it after a send.
 */
export function useDraft(
  form: FormsForm,
  formRef: RefObject<HTMLFormElement | null>,
  { initial, preset, onArrival }: { initial: FormValues; preset: FormValues | undefined; onArrival: (values: FormValues) => void },
) {
  const pending = useRef<FormValues | null>(null);
  const timer = useRef(0);

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
    onArrival(found);
    // Only on arrival: later preset changes come with a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

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

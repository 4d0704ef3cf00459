import { useSyncExternalStore } from 'react';
import { afterNextPaint } from '../../client/after-next-paint';

/**
 * Whether the search dialog is open. The controls that open it (the header's, the mobile menu's, the keys / and
 * Ctrl+K) and the dialog sit in different parts of the shell, so the state lives here, outside React, and each reads
 * it with useSyncExternalStore. This module is on every page's first load: it holds the state, the rendered dialog's
 * element and the loader of the dialog's code, nothing else (docs/decisions/0004-widget-patterns.md).
 */
let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of listeners) listener();
}

/** The rendered dialog's element and its field, while it is rendered (SearchDialog registers them). */
let rendered: { dialog: HTMLDialogElement; field: HTMLInputElement } | null = null;
/** Opened by its element, and React not told yet. */
let isOpening = false;

export function setRenderedDialog(elements: typeof rendered) {
  rendered = elements;
}

/**
 * Opens the search. A rendered dialog opens in the press's own task, its field focused, and React renders it open
 * after the frame that shows it, as the mobile menu does: rendered first, opening it missed the interaction bar on a
 * slow phone (docs/performance-measurement.md).
 */
export function openSearch() {
  if (isOpen || isOpening) return;
  if (!rendered || rendered.dialog.open) return setOpen(true);
  rendered.dialog.showModal();
  rendered.field.focus();
  rendered.field.select();
  isOpening = true;
  afterNextPaint(() => {
    // Unless it was closed meanwhile (Esc in the same frame).
    if (!isOpening) return;
    isOpening = false;
    setOpen(true);
  });
}

export function closeSearch() {
  if (isOpening) rendered?.dialog.close();
  isOpening = false;
  setOpen(false);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the dialog is open; false in the prerendered page. */
export const useSearchOpen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );

type SearchDialogModule = typeof import('./SearchDialog');

let dialogCode: Promise<SearchDialogModule> | undefined;
let loadedDialog: SearchDialogModule['SearchDialog'] | null = null;

/**
 * The dialog's code, a chunk of its own: fetched the first time a pointer or focus reaches a search control (the
 * visitor's intent, as links preload theirs) or a key opens the search, never with the page. A failed fetch is tried
 * again next time.
 */
export function loadSearchDialog(): Promise<SearchDialogModule> {
  dialogCode ??= import('./SearchDialog').then(
    (code) => {
      loadedDialog = code.SearchDialog;
      for (const listener of listeners) listener();
      return code;
    },
    (error: unknown) => {
      dialogCode = undefined;
      throw error;
    },
  );
  return dialogCode;
}

/**
 * The dialog, once its code has arrived; null until then and in the prerendered page. It is rendered, closed, from
 * then on: a press on the control then only opens it, rather than building the whole dialog within the press.
 */
export const useLoadedSearchDialog = (): SearchDialogModule['SearchDialog'] | null =>
  useSyncExternalStore(
    subscribe,
    () => loadedDialog,
    () => null,
  );

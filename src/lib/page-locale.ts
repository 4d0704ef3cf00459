import type { Locale } from 'react-aria/I18nProvider';

/*
 * React Aria's default locale, as this site has it: English, written left to right, whatever the browser's language.
 * The build puts these two in place of React Aria's own (scripts/lib/react-aria-page-locale.ts), which read the
 * browser's language and check it with Intl. The direction a tab list's arrow keys follow is the page's, not the
 * browser's. `en-US` is how React Aria's string dictionaries (the search field's clear button) name English: with
 * it they find their words without asking Intl either.
 */

const pageLocale: Locale = { locale: 'en-US', direction: 'ltr' };

export function getDefaultLocale(): Locale {
  return pageLocale;
}

export function useDefaultLocale(): Locale {
  return pageLocale;
}

/**
 * React Aria's i18n module takes its default locale from the browser's language, checked with Intl as the module
 * loads, and re-renders every component that reads it once hydration is over. The first Intl call in a page loads
 * the browser's locale data on the main thread (docs/performance-measurement.md): it fell inside the team page's
 * hydration and the search dialog's opening. The site is in one language, so the build gives React Aria's
 * i18n module the page's locale instead (src/lib/page-locale.ts), and fails if React Aria's own default is bundled
 * all the same, so that an update of React Aria that moves the module cannot quietly bring the cost back.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const replacement = fileURLToPath(new URL('../../src/lib/page-locale.ts', import.meta.url));
const i18nModule = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/](I18nProvider|useDefaultLocale)\.m?js$/;

export function reactAriaPageLocalePlugin(): Plugin {
  return {
    name: 'react-aria-page-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith('./useDefaultLocale.') && importer && i18nModule.exec(importer)?.[1] === 'I18nProvider') return replacement;
      return undefined;
    },
    load(id) {
      if (i18nModule.exec(id)?.[1] === 'useDefaultLocale') {
        this.error(`React Aria's default locale (${id}) is in the bundle: its i18n module no longer imports it as scripts/lib/react-aria-page-locale.ts expects`);
      }
      return undefined;
    },
  };
}

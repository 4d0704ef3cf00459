import { jsonLdScript } from '../../src/lib/structured-data';
import { iconLinks } from './icons';

/** The app-icon links and the page's JSON-LD, at the end of <head>: static per page, so they cost no JavaScript. */
export function withHeadExtras(html: string, structuredData: ReadonlyArray<Record<string, unknown>>): string {
  const extras = `${iconLinks}${structuredData.map(jsonLdScript).join('')}`;
  return html.replace('</head>', `${extras}</head>`);
}

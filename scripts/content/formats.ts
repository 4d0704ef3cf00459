import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { SchemaValidateFunction } from 'ajv';
import { joinPointer } from './positions.ts';
import { nearest } from './routes.ts';

/** What links and image paths in the content may point at. */
export interface LinkTargets {
  /** Paths of the site's pages. */
  routes: ReadonlySet<string>;
  /** Old paths that redirect to a page. */
  redirectSources: ReadonlySet<string>;
  /** The site's files, from public/ and art/, as the site serves them: `/images/logo.svg`. */
  assets: ReadonlySet<string>;
  /** How to name the folders they come from in messages, e.g. `public/ or art/`. */
  publicLabel: string;
}

const SITE_PATH = /^\/[^?#\s]*(\?[^#\s]*)?(#\S*)?$/;

export function pathOf(sitePath: string): string {
  return sitePath.replace(/[?#].*$/, '');
}

export function isPage(sitePath: string, targets: LinkTargets): boolean {
  const page = pathOf(sitePath);
  return targets.routes.has(page) || targets.redirectSources.has(page);
}

/**
 * An ajv instance for one build: draft 2020-12, every error at once, strict about the schemas,
 * and with this site's formats (`site-path`, `link`, `asset`) and the `uniqueBy` keyword.
 * `strict: false` is for validating against one part of a schema on its own, which strict mode
 * may reject for lacking context (such as the `type` of the schema around it).
 */
export function createContentAjv(targets: LinkTargets, { strict = true } = {}): Ajv2020 {
  // verbose: messages quote the offending value, and one-of choices are narrowed using the failing schema.
  const ajv = new Ajv2020({ allErrors: true, strict, verbose: true });
  addFormats(ajv);
  const isSitePath = (value: string) => SITE_PATH.test(value) && isPage(value, targets);
  ajv.addFormat('site-path', { type: 'string', validate: isSitePath });
  ajv.addFormat('link', {
    type: 'string',
    validate: (value: string) =>
      value.startsWith('/') ? isSitePath(value) : isHttpsAddress(value) || isMailto(value) || isTel(value),
  });
  ajv.addFormat('asset', { type: 'string', validate: (value: string) => targets.assets.has(value) });
  ajv.addKeyword({ keyword: 'uniqueBy', type: 'array', schemaType: 'string', errors: true, validate: uniqueBy() });
  return ajv;
}

function uniqueBy(): SchemaValidateFunction {
  const validate: SchemaValidateFunction = (property: string, items: unknown[], _schema, context) => {
    const firstUse = new Map<unknown, string>();
    validate.errors = [];
    items.forEach((item, index) => {
      if (typeof item !== 'object' || item === null || !(property in item)) return;
      const value = (item as Record<string, unknown>)[property];
      const pointer = joinPointer(context?.instancePath ?? '', index, property);
      const earlier = firstUse.get(value);
      if (earlier === undefined) firstUse.set(value, pointer);
      else validate.errors?.push({ keyword: 'uniqueBy', instancePath: pointer, params: { value, earlier } });
    });
    return validate.errors.length === 0;
  };
  return validate;
}

function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value)) return false;
  return URL.canParse(value);
}

function isMailto(value: string): boolean {
  return /^mailto:[^\s@?]+@[^\s@?]+\.[^\s@?]+(\?\S*)?$/.test(value);
}

function isTel(value: string): boolean {
  return /^tel:\+?[0-9][0-9().-]*$/.test(value);
}

/** Why a value failed one of this site's formats, in an author's words; undefined for other formats. */
export function explainFormat(format: string, value: string, targets: LinkTargets): string | undefined {
  switch (format) {
    case 'site-path':
      if (/^https?:/.test(value)) return `must be a page of this site, written as a path like /about-us (got "${value}")`;
      if (!SITE_PATH.test(value)) return `must be a page path starting with /, like /about-us (got "${value}")`;
      return explainMissingPage(value, targets);
    case 'link':
      if (value.startsWith('/')) return SITE_PATH.test(value) ? explainMissingPage(value, targets) : `must not contain spaces (got "${value}")`;
      if (value.startsWith('http:')) return `uses http://, which is not secure: write https:// instead (got "${value}")`;
      if (/\s/.test(value)) return `must not contain spaces; in a link write a space as %20 (got "${value}")`;
      if (value.startsWith('mailto:')) return `must be an e-mail link like mailto:name@example.com (got "${value}")`;
      if (value.startsWith('tel:')) return `must be a phone link like tel:+18005550142 (got "${value}")`;
      return `must be a page path like /about-us, or an address starting with https://, mailto: or tel: (got "${value}")`;
    case 'asset': {
      if (!value.startsWith('/')) return `must be a file path starting with /, like /images/logo.svg (got "${value}")`;
      const suggestion = nearest(value, targets.assets);
      return `points at ${value}, which does not exist in ${targets.publicLabel}${suggestion ? ` (nearest: ${suggestion})` : ''}`;
    }
    case 'email':
      return `must be an e-mail address like name@example.com (got "${value}")`;
    case 'uri':
      return `must be a full address like https://example.com (got "${value}")`;
    case 'date':
      return `must be a date written as YYYY-MM-DD, like 2024-05-31 (got "${value}")`;
    default:
      return undefined;
  }
}

export function explainMissingPage(sitePath: string, targets: LinkTargets): string {
  const page = pathOf(sitePath);
  const suggestion = nearest(page, [...targets.routes, ...targets.redirectSources]);
  return `links to ${page}, which is not a page of this site${suggestion ? ` (nearest: ${suggestion})` : ''}`;
}

/**
 * The other origins the site's Content Security Policy must allow, and nothing more:
 * - the forms endpoint when it is another site's (content/forms.yaml `endpoint`, or the build-time variable
 *   FORMS_ENDPOINT), in `connect-src` (the forms POST to it) and `form-action` (without JavaScript they submit
 *   to it natively); the default, the site's own Pages Function at /api/forms, is 'self'; in e-mail mode the
 *   forms submit to `mailto:` without JavaScript, so form-action allows it then and only then;
 * - the support page's embedded map (content/forms.yaml `map.embed`), in `frame-src`, the only frame allowed.
 * Used by scripts/export/csp.ts for the CSP and by vite.config.ts to build the endpoint into the forms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const formsFile = join(import.meta.dirname, '..', '..', 'content', 'forms.yaml');

interface FormsYaml {
  endpoint?: unknown;
  map?: { embed?: unknown };
}

function readForms(file = formsFile): FormsYaml {
  return (parse(readFileSync(file, 'utf8')) ?? {}) as FormsYaml;
}

/** FORMS_ENDPOINT's word for the e-mail mode (in content/forms.yaml, an empty endpoint). */
const MAIL_MODE = 'mail';

/**
 * The endpoint the forms send to: FORMS_ENDPOINT when set and not empty, else content/forms.yaml; '' for e-mail.
 * An address on this site (the Pages Function, /api/forms) or an https:// address of another service.
 */
export function resolveFormsEndpoint(env: NodeJS.ProcessEnv = process.env, file = formsFile): string {
  const fromEnv = env.FORMS_ENDPOINT?.trim();
  const fromContent = fromEnv ? undefined : readForms(file).endpoint;
  const endpoint = fromEnv || (typeof fromContent === 'string' ? fromContent.trim() : '');
  if (endpoint === '' || (fromEnv && endpoint === MAIL_MODE)) return '';
  const onThisSite = /^\/[^/\s]\S*$/.test(endpoint);
  if (!onThisSite && (!/^https:\/\/\S+$/.test(endpoint) || !URL.canParse(endpoint))) {
    const source = fromEnv ? 'FORMS_ENDPOINT' : `${file} endpoint`;
    throw new Error(`${source} must be an address on this site such as /api/forms, an https:// address, or "${MAIL_MODE}" (got "${endpoint}")`);
  }
  return endpoint;
}

export interface CspOrigins {
  connectSrc: string[];
  formAction: string[];
  frameSrc: string[];
}

/** The origins to add for a given endpoint ('' for none; one on this site needs none) and map embed address. */
export function cspOrigins(endpoint: string, mapEmbed: string | undefined): CspOrigins {
  const endpointOrigins = endpoint.startsWith('https://') ? [new URL(endpoint).origin] : [];
  return {
    connectSrc: endpointOrigins,
    formAction: endpoint === '' ? ['mailto:'] : endpointOrigins,
    frameSrc: mapEmbed ? [new URL(mapEmbed).origin] : [],
  };
}

/** The origins for this build: the resolved endpoint and the map of content/forms.yaml. */
export function buildCspOrigins(env: NodeJS.ProcessEnv = process.env, file = formsFile): CspOrigins {
  const embed = readForms(file).map?.embed;
  return cspOrigins(resolveFormsEndpoint(env, file), typeof embed === 'string' ? embed : undefined);
}

/**
 * Adds the origins to a list of CSP directives (`"connect-src 'self'"` …): appended to connect-src and
 * form-action, and frame-src becomes exactly the map's origin instead of 'none'.
 */
export function withCspOrigins(directives: string[], origins: CspOrigins = buildCspOrigins()): string[] {
  const additions: Record<string, string[]> = {
    'connect-src': origins.connectSrc,
    'form-action': origins.formAction,
  };
  return directives.map((directive) => {
    const [name = ''] = directive.split(' ');
    if (name === 'frame-src' && origins.frameSrc.length > 0) return `frame-src ${origins.frameSrc.join(' ')}`;
    const extra = (additions[name] ?? []).filter((origin) => !directive.split(' ').includes(origin));
    return extra.length > 0 ? `${directive} ${extra.join(' ')}` : directive;
  });
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCspOrigins, cspOrigins, resolveFormsEndpoint, withCspOrigins } from '../../scripts/lib/csp-origins';

function formsFile(yaml: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'forms-')), 'forms.yaml');
  writeFileSync(file, yaml);
  return file;
}

const base = ["default-src 'self'", "connect-src 'self'", "frame-src 'none'", "form-action 'self'"];

describe('resolveFormsEndpoint', () => {
  const file = formsFile('endpoint: "https://forms.example.org/in"\nmap:\n  embed: https://www.openstreetmap.org/export/embed.html?x=1\n');

  it('takes FORMS_ENDPOINT over the content, and the content without it', () => {
    expect(resolveFormsEndpoint({ FORMS_ENDPOINT: 'https://hooks.example.net/solvara' }, file)).toBe('https://hooks.example.net/solvara');
    expect(resolveFormsEndpoint({}, file)).toBe('https://forms.example.org/in');
    expect(resolveFormsEndpoint({ FORMS_ENDPOINT: '  ' }, file)).toBe('https://forms.example.org/in');
    expect(resolveFormsEndpoint({}, formsFile('endpoint: ""\n'))).toBe('');
  });

  it('takes an address on this site, and FORMS_ENDPOINT=mail for the e-mail mode', () => {
    expect(resolveFormsEndpoint({}, formsFile('endpoint: /api/forms\n'))).toBe('/api/forms');
    expect(resolveFormsEndpoint({ FORMS_ENDPOINT: 'mail' }, formsFile('endpoint: /api/forms\n'))).toBe('');
    expect(withCspOrigins(base, cspOrigins('/api/forms', undefined))).toEqual(base);
  });

  it('refuses an endpoint that is neither on this site nor https', () => {
    expect(() => resolveFormsEndpoint({ FORMS_ENDPOINT: 'http://forms.example.org' }, file)).toThrow(/FORMS_ENDPOINT must be an address on this site such as \/api\/forms, an https:\/\/ address, or "mail"/);
    expect(() => resolveFormsEndpoint({ FORMS_ENDPOINT: '//forms.example.org/in' }, file)).toThrow(/FORMS_ENDPOINT must be/);
  });

  it('adds the endpoint origin to connect-src and form-action, and makes the map origin the only frame-src', () => {
    const directives = withCspOrigins(base, buildCspOrigins({ FORMS_ENDPOINT: 'https://hooks.example.net/solvara?key=1' }, file));
    expect(directives).toEqual([
      "default-src 'self'",
      "connect-src 'self' https://hooks.example.net",
      'frame-src https://www.openstreetmap.org',
      "form-action 'self' https://hooks.example.net",
    ]);
  });

  it('allows mailto: as a form action in the e-mail mode only, and keeps frames off without a map', () => {
    expect(withCspOrigins(base, cspOrigins('', undefined))).toEqual([...base.slice(0, 3), "form-action 'self' mailto:"]);
  });
});

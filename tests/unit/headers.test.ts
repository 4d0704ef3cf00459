import { describe, expect, it } from 'vitest';
import { HEADERS_LIMITS, headersFile } from '../../scripts/export/headers';
import { SECURITY_HEADERS } from '../../src/lib/security-headers';
import { parseHeaderRules } from '../../scripts/lib/static-server';

const hash = (n: number) => `'sha256-${String(n).padStart(43, 'A')}='`;
const policy = (...hashes: string[]) => `default-src 'self'; script-src 'self' ${hashes.join(' ')}; object-src 'none'`;

/** The headers a host applying the rules in order (as Cloudflare Pages does) sends for a path. */
function headersFor(text: string, path: string): Map<string, string> {
  const sent = new Map<string, string>();
  for (const rule of parseHeaderRules(text)) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) {
      if (value === undefined) sent.delete(name.toLowerCase());
      else sent.set(name.toLowerCase(), value);
    }
  }
  return sent;
}

describe('_headers', () => {
  const pages = [
    { path: '/', csp: policy(hash(1), hash(2)) },
    { path: '/about-us/careers', csp: policy(hash(3)) },
  ];
  const text = headersFile(pages, policy(hash(9)));

  it("gives each page its own policy, with only its own hashes and frame-ancestors, and revalidated HTML", () => {
    const careers = headersFor(text, '/about-us/careers');
    expect(careers.get('content-security-policy')).toBe(`${pages[1]!.csp}; frame-ancestors 'none'`);
    expect(careers.get('content-security-policy')).not.toContain(hash(1));
    expect(careers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(text, '/').get('content-security-policy')).toContain(hash(2));
    // Exact paths: the rule for / is not a prefix rule.
    expect(headersFor(text, '/elsewhere').get('content-security-policy')).toBe(`${policy(hash(9))}; frame-ancestors 'none'`);
  });

  it('sends the security headers everywhere and a year-long immutable cache on hashed assets only', () => {
    for (const path of ['/', '/about-us/careers', '/assets/entry-abc123.js', '/no-such-page']) {
      const sent = headersFor(text, path);
      for (const [name, value] of SECURITY_HEADERS) expect(sent.get(name.toLowerCase())).toBe(value);
    }
    expect(headersFor(text, '/assets/entry-abc123.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(text, '/images/logo.svg').get('cache-control')).toBeUndefined();
  });

  it('sets each header once per response: a page detaches the policy of /* before setting its own', () => {
    const lines = text.split('\n');
    const careers = lines.indexOf('/about-us/careers');
    expect(lines[careers + 1]).toBe('  ! Content-Security-Policy');
    expect(lines[careers + 2]).toMatch(/^ {2}Content-Security-Policy: /);
  });

  it('sends a file its own type where the extension says too little, as one more rule, leaving pages as they were', () => {
    const feed = { path: '/research-and-resources/feed.xml', contentType: 'application/atom+xml; charset=utf-8' };
    const typed = headersFile(pages, policy(hash(9)), [feed]);
    expect(headersFor(typed, feed.path).get('content-type')).toBe(feed.contentType);
    for (const [name, value] of SECURITY_HEADERS) expect(headersFor(typed, feed.path).get(name.toLowerCase())).toBe(value);
    expect(headersFor(typed, '/about-us/careers').get('content-type')).toBeUndefined();
    expect(parseHeaderRules(typed)).toHaveLength(parseHeaderRules(text).length + 1);
    // It counts toward the host's limit like any rule.
    const full = Array.from({ length: 98 }, (_, i) => ({ path: `/page-${i}`, csp: policy(hash(i)) }));
    expect(() => headersFile(full, policy(hash(1)))).not.toThrow();
    expect(() => headersFile(full, policy(hash(1)), [feed])).toThrow(/101 rules/);
  });

  it("on the editor site: pages the site itself may frame, nothing indexed, and the checks' worker its own policy with the asset cache", () => {
    const worker = { path: '/assets/content-check.worker-abc123.js', csp: "default-src 'none'; script-src 'self' 'unsafe-eval'" };
    const editor = headersFile(pages, policy(hash(9)), [], { framedBy: 'itself', everyResponse: ['X-Robots-Tag: noindex'], scripts: [worker] });
    expect(headersFor(editor, '/about-us/careers').get('content-security-policy')).toBe(`${pages[1]!.csp}; frame-ancestors 'self'`);
    expect(headersFor(editor, '/elsewhere').get('content-security-policy')).toBe(`${policy(hash(9))}; frame-ancestors 'self'`);
    for (const path of ['/', '/about-us/careers', worker.path]) expect(headersFor(editor, path).get('x-robots-tag')).toBe('noindex');
    expect(headersFor(editor, worker.path).get('content-security-policy')).toBe(worker.csp);
    expect(headersFor(editor, worker.path).get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The public site's headers are as they were: no page may be framed, and the worker's 'unsafe-eval' is nowhere.
    expect(text).not.toContain("frame-ancestors 'self'");
    expect(text).not.toContain('unsafe-eval');
    expect(text).not.toContain('X-Robots-Tag');
  });

  it("stays within Cloudflare Pages' limits for a site three times today's size, and refuses to pass them", () => {
    const many = Array.from({ length: 90 }, (_, i) => ({ path: `/page-${i}`, csp: policy(...Array.from({ length: 12 }, (_, j) => hash(i * 100 + j))) }));
    const big = headersFile(many, policy(hash(1)));
    expect(parseHeaderRules(big)).toHaveLength(92);
    expect(Math.max(...big.split('\n').map((line) => line.length))).toBeLessThanOrEqual(HEADERS_LIMITS.lineLength);

    const tooMany = Array.from({ length: 99 }, (_, i) => ({ path: `/page-${i}`, csp: policy(hash(i)) }));
    expect(() => headersFile(tooMany, policy(hash(1)))).toThrow(/101 rules; Cloudflare Pages reads 100/);
    const tooLong = [{ path: '/', csp: policy(...Array.from({ length: 40 }, (_, j) => hash(j))) }];
    expect(() => headersFile(tooLong, policy(hash(1)))).toThrow(/ignores lines over 2000/);
  });
});

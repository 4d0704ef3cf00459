import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isRedirectPage, pageScripts, staticImportSpecifiers, stripScripts } from '../../scripts/bench/html.ts';
import { isFormRoute, measureDist, routeOf } from '../../scripts/bench/js-bytes.ts';
import { summarize } from '../../scripts/bench/lighthouse.ts';
import { buildReport, combineRuns, formatRatio } from '../../scripts/bench/report.ts';
import { sitemapRoutes } from '../../scripts/bench/routes.ts';
import { compareLcp, median, ratio } from '../../scripts/bench/stats.ts';

function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe('first-load JavaScript', () => {
  const entry = 'import{a as e}from"./shared-1.js";import"./side.js";const l=()=>import("./lazy.js");export{e};';
  const shared = 'export*from"./deep.js";export const a=1;';
  const side = 'import x from "./shared-1.js";console.log(x)';
  const deep = 'export const d=2;';
  const lazy = 'import"./never-counted-directly.js";export const z=3;';
  const preloaded = 'export{d}from"./deep.js";';
  const page = (body: string) => `<!doctype html><html><head>${body}</head><body></body></html>`;
  const dist = distWith({
    'index.html': page('<script type="module" src="/assets/entry.js"></script><script>inline()</script>'),
    'about/team/index.html': page('<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/preloaded.js" fetchPriority="low"/>'),
    'contact-us-and-support/contact-sales/index.html': page('<link href="../../assets/lazy.js" rel="modulepreload">'),
    '404.html': page('<!-- <script src="/assets/entry.js"></script> --><script type="application/json">{"a":1}</script>'),
    'old/index.html': '<meta http-equiv="refresh" content="0; url=/about/team"><script src="/assets/entry.js"></script>',
    'assets/entry.js': entry,
    'assets/shared-1.js': shared,
    'assets/side.js': side,
    'assets/deep.js': deep,
    'assets/lazy.js': lazy,
    'assets/never-counted-directly.js': 'export{}',
    'assets/preloaded.js': preloaded,
  });
  const pages = new Map(measureDist(dist).map((p) => [p.route, p]));

  it('skips redirect pages and includes 404.html', () => {
    expect([...pages.keys()].sort()).toEqual(['/', '/404.html', '/about/team', '/contact-us-and-support/contact-sales']);
  });

  it('follows static imports recursively, not dynamic import(), each file once', () => {
    const home = pages.get('/');
    expect(home?.files).toEqual(['assets/entry.js', 'assets/shared-1.js', 'assets/deep.js', 'assets/side.js']);
    expect(home?.rawBytes).toBe(entry.length + shared.length + deep.length + side.length);
    expect(home?.gzipBytes).toBe(gz(entry) + gz(shared) + gz(deep) + gz(side));
    expect(home?.inlineBytes).toBe('inline()'.length);
    expect(pages.get('/about/team')?.files).toEqual(['assets/entry.js', 'assets/shared-1.js', 'assets/deep.js', 'assets/side.js', 'assets/preloaded.js']);
  });

  it('counts modulepreloads with relative hrefs and their imports; ignores comments and data blocks', () => {
    expect(pages.get('/contact-us-and-support/contact-sales')?.files).toEqual(['assets/lazy.js', 'assets/never-counted-directly.js']);
    expect(pages.get('/404.html')?.files).toEqual([]);
  });

  it('applies the content and form budgets', () => {
    expect(pages.get('/')?.budgetKb).toBe(110);
    expect(pages.get('/contact-us-and-support/contact-sales')?.budgetKb).toBe(180);
    expect(isFormRoute('/contact-us-and-support/faqs')).toBe(false);
    expect(isFormRoute('/contact-us-and-support/general-inquiry')).toBe(true);
    expect(pages.get('/')?.overBudget).toBe(false);
    const big = distWith({ 'index.html': '<script src="/a.js"></script>', 'a.js': Array.from({ length: 40_000 }, (_, i) => `v${i * 7919 % 100003}=${i};`).join('') });
    const [page] = measureDist(big);
    expect(page?.gzipBytes).toBeGreaterThan(110_000);
    expect(page?.overBudget).toBe(true);
  });

  it('maps files to routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about-us/careers/index.html')).toBe('/about-us/careers');
    expect(routeOf('404.html')).toBe('/404.html');
  });
});

describe('static import scanning', () => {
  it('finds import/export-from forms in minified and formatted code', () => {
    const js = [
      'import{O as e,n as t}from"./a.js";',
      "import b from './b.js';",
      'import * as c from "./c.js"',
      'import d, { x } from "./d.js"',
      'import"./e.js";',
      'export{f}from"./f.js";export*from"./g.js";export * as h from "./h.js"',
      'const lazy=import("./lazy.js");x.import("./no.js");',
      'const s="items imported from \\"./no2.js\\"";',
    ].join('\n');
    expect(staticImportSpecifiers(js)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js', './f.js', './g.js', './h.js']);
  });
});

describe('zero-JS copy', () => {
  it('removes every script element and script preload, keeps everything else', () => {
    const html =
      '<head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"><link rel="stylesheet" href="/s.css">' +
      '<link rel="modulepreload" href="/r.js" fetchPriority="low"/><link as="script" rel="preload" href="/p.js">' +
      '<link rel="preload" as="font" href="/f.woff2" crossorigin="anonymous"/><script>(function(){})()</script></head>' +
      '<body><p>Hi</p><script data-x="">document.currentScript.remove();</script><SCRIPT type="module" src="/e.js"></SCRIPT></body>';
    const stripped = stripScripts(html);
    expect(stripped).toBe(
      '<head><meta http-equiv="Content-Security-Policy" content="script-src \'self\'"><link rel="stylesheet" href="/s.css">' +
        '<link rel="preload" as="font" href="/f.woff2" crossorigin="anonymous"/></head><body><p>Hi</p></body>',
    );
    expect(pageScripts(stripped).urls).toEqual([]);
  });

  it('recognises redirect pages', () => {
    expect(isRedirectPage('<meta http-equiv="refresh" content="0; url=/x">')).toBe(true);
    expect(isRedirectPage('<meta name="robots" content="noindex">')).toBe(false);
  });
});

describe('LCP statistics', () => {
  it('takes medians of the finite values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('computes the ratio only with a positive zero-JS value', () => {
    expect(ratio(115, 100)).toBeCloseTo(1.15);
    expect(ratio(100, 0)).toBeNull();
    expect(ratio(null, 100)).toBeNull();
  });

  it('uses observed LCP when both sides have it, else simulated, against the 1.15 limit', () => {
    const observed = compareLcp({ simulated: [2000, 2000, 2000], observed: [300, 250, 900] }, { simulated: [2000, 2000, 2000], observed: [240, 260, 250] });
    expect(observed.basis).toBe('observed');
    expect(observed.full).toBe(300);
    expect(observed.zeroJs).toBe(250);
    expect(observed.ratio).toBeCloseTo(1.2);
    expect(observed.pass).toBe(false);
    expect(observed.simulated.ratio).toBe(1);

    const simulated = compareLcp({ simulated: [1150], observed: [null] }, { simulated: [1000], observed: [200] });
    expect(simulated.basis).toBe('simulated');
    expect(simulated.ratio).toBeCloseTo(1.15);
    expect(simulated.pass).toBe(true);

    expect(compareLcp({ simulated: [null], observed: [null] }, { simulated: [1], observed: [null] }).pass).toBeNull();
  });
});

describe('report', () => {
  const lhr = (perf: number, lcp: number, observed: number) => ({
    categories: {
      performance: { score: perf, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }, { id: 'unused-javascript', weight: 0 }] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { title: 'Largest Contentful Paint', score: perf, numericValue: lcp, displayValue: `${lcp} ms` },
      'unused-javascript': { title: 'Reduce unused JavaScript', score: 0 },
      metrics: { title: 'Metrics', score: null, details: { items: [{ observedLargestContentfulPaint: observed }] } },
    },
    runWarnings: [],
  });

  it('summarises runs, lists weighted failing audits and the bars missed', () => {
    const full = [summarize('u', lhr(0.97, 2600, 300)), summarize('u', lhr(1, 1000, 200)), summarize('u', lhr(0.99, 2000, 260))];
    expect(full[0]?.failing).toEqual([{ category: 'performance', id: 'largest-contentful-paint', title: 'Largest Contentful Paint', score: 0.97, displayValue: '2600 ms' }]);
    const combined = combineRuns(full);
    expect(combined.scores).toEqual({ performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(combined.failing).toEqual([expect.objectContaining({ id: 'largest-contentful-paint', runs: 2, score: 0.97 })]);
    const zero = [summarize('z', lhr(1, 1000, 200))];
    const lcp = compareLcp(
      { simulated: full.map((r) => r.lcpSimulatedMs), observed: full.map((r) => r.lcpObservedMs) },
      { simulated: zero.map((r) => r.lcpSimulatedMs), observed: zero.map((r) => r.lcpObservedMs) },
    );
    const report = buildReport([{ route: '/', lighthouse: { full, zeroJs: zero, ...combined, lcp } }, { route: '/404.html' }], 3);
    const [header, , row, other] = report.markdown.split('\n');
    expect(header).toBe('| route | perf | a11y | bp | seo | LCP ms | LCP zero-JS ms | ratio | JS gzip KB | budget |');
    expect(row).toBe('| / | 99 | 100 | 100 | 100 | 260 (sim 2000) | 200 (sim 1000) | 1.30 FAIL (sim 2.00) | – | – |');
    expect(other).toBe('| /404.html | – | – | – | – | – | – | – | – | – |');
    expect(report.missed).toEqual([{ route: '/', bars: ['perf 99 < 100', 'LCP ratio 1.30 > 1.15'] }]);
    expect(report.markdown).toContain('- / [performance] largest-contentful-paint — Largest Contentful Paint (2600 ms; score 0.97; in 2/3 runs)');
  });

  it('never prints a failing ratio as the limit', () => {
    expect(formatRatio(1.152)).toBe('1.152');
    expect(formatRatio(1.15)).toBe('1.15');
    expect(formatRatio(1.2)).toBe('1.20');
  });

  it('reads canonical routes from the sitemap', () => {
    const xml = '<urlset><url><loc>https://solvara.example/</loc></url><url><loc>https://solvara.example/about-us/careers</loc></url></urlset>';
    expect(sitemapRoutes(xml)).toEqual(['/', '/about-us/careers']);
  });
});

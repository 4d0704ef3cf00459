import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { calibrationReadings, describeCalibration, fastHostSlowdown, measuredSlowdown, rollingSlowdown, slowdownFor, slowdownRange, steadiness, withOtherWork, type Calibration } from '../../scripts/bench/calibration.ts';
import { stripScripts } from '../../scripts/bench/html.ts';
import { budgetFor, describeFiles, tally } from '../../scripts/bench/js-bytes.ts';
import { summarize } from '../../scripts/bench/lighthouse.ts';
import { parseOptions } from '../../scripts/bench/options.ts';
import { buildInteractionReport, buildReport, combineInteraction, combineRuns, describeHost, formatRatio, formatTbt, withSpread } from '../../scripts/bench/report.ts';
import { sitemapRoutes } from '../../scripts/bench/routes.ts';
import { compareLcp, median, ratio } from '../../scripts/bench/stats.ts';
import { withModuleLoader } from '../../src/client/module-loader.ts';

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
  const react = Array.from({ length: 30_000 }, (_, i) => `v${(i * 7919) % 100003}=${i};`).join('');
  const dist = distWith({ 'assets/entry.js': 'import"./react.js";', 'assets/react.js': react, 'assets/route.js': 'export const a=1;' });
  const origin = 'http://127.0.0.1:4000';

  it('sums each requested same-origin file once, as gzip -9 bytes of the built file', () => {
    const js = tally('/', [`${origin}/assets/entry.js`, `${origin}/assets/route.js`, `${origin}/assets/entry.js`], origin, dist);
    expect(js.files.map((file) => file.path)).toEqual(['/assets/entry.js', '/assets/route.js']);
    expect(js.gzipBytes).toBe(gz('import"./react.js";') + gz('export const a=1;'));
    expect(js.rawBytes).toBe('import"./react.js";'.length + 'export const a=1;'.length);
    expect(js.overBudget).toBe(false);
  });

  it('fails a page over its budget or with a script from another origin, and names the files largest first', () => {
    const big = tally('/about-us/careers', [`${origin}/assets/entry.js`, `${origin}/assets/react.js`], origin, dist);
    expect(big.gzipBytes).toBeGreaterThan(110_000);
    expect(big.overBudget).toBe(true);
    expect(describeFiles(big)).toMatch(/^\/assets\/react\.js \d+\.\d kB, \/assets\/entry\.js 0\.\d kB$/);
    const external = tally('/', ['https://cdn.example/x.js'], origin, dist);
    expect(external.external).toEqual(['https://cdn.example/x.js']);
    expect(external.overBudget).toBe(true);
  });

  it('applies the budgets of docs/decisions/0006-performance-bars.md: content, FAQ and team, and form pages', () => {
    expect(budgetFor('/')).toBe(132);
    expect(budgetFor('/no-such-page')).toBe(132);
    expect(budgetFor('/contact-us-and-support/faqs')).toBe(147);
    expect(budgetFor('/about-us/meet-our-team')).toBe(147);
    expect(budgetFor('/contact-us-and-support/contact-sales')).toBe(180);
    expect(budgetFor('/contact-us-and-support/general-inquiry')).toBe(180);
    expect(budgetFor('/contact-us-and-support/contact-support')).toBe(180);
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
  });

  it('removes the module loader', () => {
    const html = withModuleLoader('<html><head></head><body><p>Hi</p></body></html>', { entry: '/e.js', modules: [] });
    expect(stripScripts(html)).toBe('<html><head></head><body><p>Hi</p></body></html>');
  });
});

describe('calibration', () => {
  it('takes the CPU slowdown from Lighthouse\'s throttling calculator', () => {
    expect(slowdownFor(1533)).toBeCloseTo(4, 2);
    expect(slowdownFor(1300)).toBe(3);
    expect(slowdownFor(1766)).toBeCloseTo(5, 2);
    expect(slowdownFor(2000)).toBeCloseTo(6, 1);
    expect(slowdownFor(800)).toBe(2);
    expect(slowdownFor(1050)).toBe(2.5);
    expect(slowdownFor(150)).toBe(1);
    expect(slowdownFor(475)).toBe(1.5);
    expect(slowdownFor(149)).toBeNull();
    expect(slowdownFor(Number.NaN)).toBeNull();
  });

  it('knows the calculator\'s own range around its slowdown', () => {
    expect(slowdownRange(1533)).toEqual({ low: expect.closeTo(3.25, 2), high: expect.closeTo(4.75, 2) });
    expect(slowdownRange(2000)).toEqual({ low: expect.closeTo(4.5, 1), high: expect.closeTo(7.5, 1) });
    expect(slowdownRange(1050)).toEqual({ low: 1.75, high: 3.25 });
    expect(slowdownRange(475)).toEqual({ low: 1.25, high: 1.75 });
    expect(slowdownRange(3609)).toEqual({ low: expect.closeTo(7.95, 2), high: expect.closeTo(17.86, 2) });
    expect(slowdownRange(149)).toBeNull();
  });

  it('measures a host faster than the calculator\'s range at the least slowdown it could need', () => {
    expect(fastHostSlowdown).toBe(4.5);
    expect(measuredSlowdown(2000)).toBeCloseTo(6, 1);
    expect(measuredSlowdown(2001)).toBe(fastHostSlowdown);
    expect(measuredSlowdown(3609)).toBe(fastHostSlowdown);
    expect(measuredSlowdown(1533)).toBeCloseTo(4, 2);
    expect(measuredSlowdown(100)).toBeNull();
  });

  it('takes an interaction\'s slowdown from the median of the latest five readings', () => {
    expect(rollingSlowdown([300, 300, 1300, 1300, 1300, 800, 2000])).toBe(3);
    expect(rollingSlowdown([1533])).toBeCloseTo(4, 2);
    expect(rollingSlowdown([1500, 3600, 3500, 3700, 3650, 3400])).toBe(fastHostSlowdown);
    expect(rollingSlowdown([])).toBeNull();
  });

  it('judges a host whose readings scatter as a quiet one\'s do', () => {
    // Readings of a quiet two-core machine of this project's kind, a few seconds apart, and of a host a fifth slower.
    const readings = [2006, 1329, 2655, 1994, 2178, 2202, 1118, 1332, 1909, 2131, 2128, 2322];
    const host = steadiness(readings.map((reading) => reading * 0.8));
    expect(host.unjudged).toBeNull();
    expect(host.medianIndex).toBeCloseTo(1653.6);
    expect(host.lowerQuartile).toBeCloseTo(1411.8);
    expect(host.upperQuartile).toBeCloseTo(1747.2);
    expect(host.onlyMisses).toBe(false);
    // At their own speed their median is over the calculator's range: only what they miss is judged.
    const fast = steadiness(readings);
    expect(fast.unjudged).toMatch(/^the host was too fast to calibrate \(benchmark index 2067, middle half 1765–2184; the calculator's data end at 2000, and 6\.3x is its line extended\), so it was measured at 4\.5x, the least it could need: a miss would count, a pass does not$/);
    expect(fast.onlyMisses).toBe(true);
  });

  it('does not judge a host that is too unsteady, that moved, or that is too slow or too fast to calibrate', () => {
    expect(steadiness([600, 2400, 700, 2300, 650, 2500]).unjudged).toMatch(/^the host's speed was too unsteady \(benchmark index 1500, middle half 663–2375, wider than 60% of the median\)$/);
    expect(steadiness([2000, 2100, 2050, 2000, 1400, 1450, 1400, 1500]).unjudged).toMatch(/^the host's speed moved during the runs \(benchmark index 1750, .*; the first half's median 2025, the second's 1425\)$/);
    expect(steadiness([140, 140, 140]).unjudged).toMatch(/too slow to calibrate \(benchmark index 140, middle half 140–140; Lighthouse's lowest tier is 150\)/);
    // Readings of a host whose 12.9x, extended from the calculator's line, made the pages without scripts miss the bar.
    expect(steadiness([3592, 3665, 3464, 3609, 3738]).unjudged).toMatch(/too fast to calibrate \(benchmark index 3609, middle half 3592–3665; the calculator's data end at 2000, and 12\.9x is its line extended\)/);
    expect(steadiness([3592, 3665, 3464, 3609, 3738]).onlyMisses).toBe(true);
    // A fast host that is also unsteady or moving is not judged at all.
    expect(steadiness([2500, 9000, 2600, 8800, 2400, 9100])).toMatchObject({ unjudged: expect.stringMatching(/too unsteady/), onlyMisses: false });
    expect(steadiness([5000, 5100, 5050, 5000, 3400, 3450, 3400, 3500])).toMatchObject({ unjudged: expect.stringMatching(/moved during the runs/), onlyMisses: false });
    expect(steadiness([140, 140, 140]).onlyMisses).toBe(false);
    expect(steadiness([2000, 2000, 2000]).unjudged).toBeNull();
    expect(steadiness([null]).unjudged).toBe('no benchmark index was measured');
  });

  it('does not judge figures taken while other processes used more than the limit of a core', () => {
    const steady = steadiness([1500, 1510, 1490]);
    expect(withOtherWork(steady, 0.1, 0.25)).toBe(steady);
    expect(withOtherWork(steady, null, 0.25)).toBe(steady);
    expect(withOtherWork(steady, 1.02, 0.25).unjudged).toBe('other processes used 1.02 of a core while it was measured (more than 0.25)');
    const unsteady = steadiness([600, 2400, 700, 2300]);
    expect(withOtherWork(unsteady, 1.02, 0.25).unjudged).toBe(unsteady.unjudged);
    // Busy, a fast host's misses are not judged either: other work makes every figure worse.
    const fast = steadiness([3600, 3610, 3590]);
    expect(withOtherWork(fast, 0.1, 0.25)).toBe(fast);
    expect(withOtherWork(fast, 1.02, 0.25)).toMatchObject({ unjudged: 'other processes used 1.02 of a core while it was measured (more than 0.25)', onlyMisses: false });
  });

  it('reads a run\'s readings before, during (Lighthouse\'s own) and after it', () => {
    const calibration: Calibration = { indexBefore: 1400, indexAfter: 1380, slowdown: 3.4, load: 0.4 };
    expect(calibrationReadings({ benchmarkIndex: 1390, calibration })).toEqual([1400, 1390, 1380]);
    expect(calibrationReadings({ benchmarkIndex: null, calibration })).toEqual([1400, 1380]);
    expect(describeCalibration({ calibration })).toBe('index 1400→1380, 3.4x, load 0.4');
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

  it('compares the median lab LCP of both sides against the 1.15 limit', () => {
    const failing = compareLcp([1300, 1200, 2900], [1000, 1100, 900]);
    expect(failing.full).toBe(1300);
    expect(failing.zeroJs).toBe(1000);
    expect(failing.ratio).toBeCloseTo(1.3);
    expect(failing.pass).toBe(false);
    expect(compareLcp([1150], [1000]).pass).toBe(true);
    expect(compareLcp([null], [1000]).pass).toBeNull();
  });
});

describe('report', () => {
  const lhr = (perf: number, lcp: number, tbt: number) => ({
    categories: {
      performance: { score: perf, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }, { id: 'unused-javascript', weight: 0 }] },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { title: 'First Contentful Paint', score: 1, numericValue: 800 },
      'largest-contentful-paint': { title: 'Largest Contentful Paint', score: perf, numericValue: lcp, displayValue: `${lcp} ms` },
      'total-blocking-time': { title: 'Total Blocking Time', score: 1, numericValue: tbt },
      'unused-javascript': { title: 'Reduce unused JavaScript', score: 0 },
    },
    runWarnings: [],
    environment: { benchmarkIndex: 1390.5 },
  });

  it('summarises runs, lists weighted failing audits and the bars missed', () => {
    const full = [summarize('u', lhr(0.97, 2600, 90)), summarize('u', lhr(1, 1000, 20)), summarize('u', lhr(0.99, 1300, 60))];
    expect(full[0]?.failing).toEqual([{ category: 'performance', id: 'largest-contentful-paint', title: 'Largest Contentful Paint', score: 0.97, displayValue: '2600 ms' }]);
    expect(full[0]).toMatchObject({ fcpMs: 800, lcpMs: 2600, tbtMs: 90, benchmarkIndex: 1390.5 });
    const combined = combineRuns(full);
    expect(combined.scores).toEqual({ performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(combined.tbtMs).toBe(60);
    expect(combined.failing).toEqual([expect.objectContaining({ id: 'largest-contentful-paint', runs: 2, score: 0.97 })]);
    const zero = [summarize('z', lhr(1, 1000, 0)), summarize('z', lhr(1, 1000, 70)), summarize('z', lhr(1, 1000, 45))];
    const lcp = compareLcp(
      full.map((r) => r.lcpMs),
      zero.map((r) => r.lcpMs),
    );
    const js = tally('/', [], 'http://x', '/nowhere');
    for (const [run, slowdown] of [...full, ...zero].map((run, i) => [run, 3.4 + i / 10] as const)) run.calibration = { indexBefore: 1400, indexAfter: 1400, slowdown, load: 0.2 };
    const host = steadiness([...full, ...zero].flatMap(calibrationReadings));
    const report = buildReport([{ route: '/', lighthouse: { full, zeroJs: zero, ...combined, lcp, host }, js }, { route: '/404.html' }], 3);
    const [header, , row, other] = report.markdown.split('\n');
    expect(header).toBe('| route | perf | a11y | bp | seo | FCP ms | LCP ms | LCP zero-JS ms | LCP ratio | TBT ms | TBT zero-JS ms | JS gzip kB | budget kB | host index, slowdown |');
    expect(row).toBe('| / | 99 (97–100) | 100 | 100 | 100 | 800 | 1300 (1000–2600) | 1000 | 1.30 FAIL | 60 (20–90) FAIL | 45 (0–70) | 0.0 | ok ≤132 | 1400 (1391–1400), 3.6x (3.4x–3.9x) |');
    expect(other).toBe('| /404.html | – | – | – | – | – | – | – | – | – | – | – | – | – |');
    expect(report.missed).toEqual([{ route: '/', bars: ['perf 99 < 100', 'LCP ratio 1.30 > 1.15 (LCP per run: 2600, 1000, 1300 ms; zero-JS 1000, 1000, 1000 ms)', 'TBT 60 ms > 50 ms'] }]);
    expect(report.markdown).toContain('- / [performance] largest-contentful-paint — Largest Contentful Paint (2600 ms; score 0.97; in 2/3 runs)');
  });

  it('names the elements an accessibility audit flags, once each across runs', () => {
    const contrast = (snippet: string) => ({
      ...lhr(1, 1000, 0),
      categories: { ...lhr(1, 1000, 0).categories, accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast', weight: 7 }] } },
      audits: {
        ...lhr(1, 1000, 0).audits,
        'color-contrast': {
          title: 'Background and foreground colors do not have a sufficient contrast ratio.',
          score: 0,
          details: { items: [{ node: { snippet, explanation: 'Fix any of the following:\n  Element has insufficient color contrast of 1.2' } }, { other: 1 }] },
        },
      },
    });
    const runs = [summarize('u', contrast('<p class="a">')), summarize('u', contrast('<p class="a">')), summarize('u', contrast('<h2 class="b">'))];
    expect(runs[0]?.failing[0]?.nodes).toEqual(['<p class="a"> (Element has insufficient color contrast of 1.2)']);
    const combined = combineRuns(runs);
    expect(combined.failing[0]).toMatchObject({ id: 'color-contrast', runs: 3, nodes: ['<p class="a"> (Element has insufficient color contrast of 1.2)', '<h2 class="b"> (Element has insufficient color contrast of 1.2)'] });
    const zero = [summarize('z', lhr(1, 1000, 0))];
    const lcp = compareLcp(runs.map((r) => r.lcpMs), zero.map((r) => r.lcpMs));
    const report = buildReport([{ route: '/', lighthouse: { full: runs, zeroJs: zero, ...combined, lcp, host: steadiness([1400]) }, js: tally('/', [], 'http://x', '/nowhere') }], 3);
    expect(report.markdown).toContain('- / [accessibility] color-contrast — Background and foreground colors do not have a sufficient contrast ratio. (score 0; in 3/3 runs)\n  - `<p class="a"> (Element has insufficient color contrast of 1.2)`\n  - `<h2 class="b">');
  });

  it('judges the timed figures of a route only where the host held still, and says why not', () => {
    const run = (perf: number, tbt: number, indexAfter: number) => ({ ...summarize('u', lhr(perf, 1000, tbt)), benchmarkIndex: null, calibration: { indexBefore: indexAfter, indexAfter, slowdown: 3.4, load: 3 } });
    const full = [run(0.9, 300, 2400), run(0.9, 300, 600), run(0.9, 300, 2400)];
    const zero = [run(1, 0, 600)];
    const lcp = compareLcp(full.map((r) => r.lcpMs), zero.map((r) => r.lcpMs));
    const host = steadiness([...full, ...zero].flatMap(calibrationReadings));
    const report = buildReport([{ route: '/', lighthouse: { full, zeroJs: zero, ...combineRuns(full), lcp, host }, js: tally('/', [], 'http://x', '/nowhere') }], 3);
    expect(report.missed).toEqual([]);
    expect(report.unjudged).toEqual([{ route: '/', reason: expect.stringMatching(/^the host's speed was too unsteady \(benchmark index 1500, middle half 600–2400/) }]);
    expect(report.markdown.split('\n')[2]).toBe('| / | 90 | 100 | 100 | 100 | 800 | 1000 | 1000 | 1.00 | 300 | 0 | 0.0 | ok ≤132 | 1500 (600–2400), 3.4x NOT JUDGED |');
    expect(report.summary).toContain('no bar missed, 1 route(s) not judged');
    // A score that does not depend on the host's speed is judged whatever the host did.
    const inaccessible = full.map((r) => ({ ...r, scores: { ...r.scores, accessibility: 90 } }));
    const judgedAnyway = buildReport([{ route: '/', lighthouse: { full: inaccessible, zeroJs: zero, ...combineRuns(inaccessible), lcp, host } }], 3);
    expect(judgedAnyway.missed).toEqual([{ route: '/', bars: ['a11y 90 < 100'] }]);
  });

  it('judges a route on a host faster than the calculator\'s range on its misses only', () => {
    const run = (tbt: number) => ({ ...summarize('u', lhr(1, 1000, tbt)), benchmarkIndex: null, calibration: { indexBefore: 3600, indexAfter: 3600, slowdown: fastHostSlowdown, load: 0.3 } });
    const route = (path: string, tbt: number) => {
      const full = [run(tbt), run(tbt), run(tbt)];
      const zero = [run(0)];
      const lcp = compareLcp(full.map((r) => r.lcpMs), zero.map((r) => r.lcpMs));
      return { route: path, lighthouse: { full, zeroJs: zero, ...combineRuns(full), lcp, host: steadiness([...full, ...zero].flatMap(calibrationReadings)) } };
    };
    const report = buildReport([route('/slow', 80), route('/fine', 20)], 3);
    expect(report.missed).toEqual([{ route: '/slow', bars: ['TBT 80 ms > 50 ms'] }]);
    expect(report.unjudged).toEqual([{ route: '/fine', reason: expect.stringMatching(/^the host was too fast to calibrate .*, so it was measured at 4\.5x/) }]);
    const [, , slow, fine] = report.markdown.split('\n');
    expect(slow).toContain('| 80 FAIL |');
    expect(slow).toMatch(/\| 3600 \(3600–3600\), 4\.5x MISSES ONLY \|$/);
    // Met at 4.5x says nothing of the phone the host stands for: no verdict.
    expect(fine).toContain('| 1.00 | 20 | 0 |');
    expect(report.summary).toContain('host steady enough to judge the timed figures on 0/2 (and their misses only on 2, where it was faster than the calculator\'s range)');
    expect(report.summary).toContain('bars missed on 1 route(s)');
  });

  it('prints a median with the range of its runs, once when they agree', () => {
    expect(withSpread(48, [42, 48, 54])).toBe('48 (42–54)');
    expect(withSpread(100, [100, 100])).toBe('100');
    expect(withSpread(null, [])).toBe('–');
    expect(describeHost(steadiness([1400, 1500]), [3.4, 3.9])).toBe('1450 (1425–1475), 3.6x (3.4x–3.9x)');
  });

  it('never prints a failing ratio as the limit', () => {
    expect(formatRatio(1.152)).toBe('1.152');
    expect(formatRatio(1.15)).toBe('1.15');
    expect(formatRatio(1.2)).toBe('1.20');
  });

  it('never prints a failing TBT as the limit', () => {
    expect(formatTbt(50.4)).toBe('50.4');
    expect(formatTbt(50)).toBe('50');
    expect(formatTbt(49.6)).toBe('50');
    expect(formatTbt(56.3)).toBe('56');
  });

  it('reads canonical routes from the sitemap', () => {
    const xml = '<urlset><url><loc>https://solvara.example/</loc></url><url><loc>https://solvara.example/about-us/careers</loc></url></urlset>';
    expect(sitemapRoutes(xml)).toEqual(['/', '/about-us/careers']);
  });
});

describe('interactions report', () => {
  const steady = { indexBefore: 1533, indexAfter: 1533, slowdown: 4, load: 0.3 };
  const timing = (ms: number, calibration: Calibration = steady) => ({ ms, interactions: [{ name: 'pointerup', duration: ms, processing: 3, delay: 2 }], calibration });
  const widget = { name: 'open an FAQ answer', route: '/faq', kind: 'widget' as const, viewport: 'desktop' as const };
  const key = { name: 'type a character', route: '/form', kind: 'typing' as const, viewport: 'desktop' as const };
  const link = { name: 'footer link', route: '/', kind: 'navigation' as const, viewport: 'desktop' as const };

  it('takes the median of the runs against the bar of the action\'s kind', () => {
    expect(combineInteraction(widget, [timing(120), timing(80), timing(96)])).toMatchObject({ ms: 96, bar: 100, pass: true });
    expect(combineInteraction(key, [timing(56), timing(64), timing(40)])).toMatchObject({ ms: 56, bar: 50, pass: false });
    expect(combineInteraction(link, [timing(250), timing(310), timing(290)])).toMatchObject({ ms: 290, bar: 300, pass: true });
  });

  it('fails an action that did not finish in every run', () => {
    expect(combineInteraction(widget, [timing(20), null, timing(30)])).toMatchObject({ ms: null, pass: false });
  });

  it('prints one row per action, the worst run\'s parts, and what missed its bar', () => {
    const results = [combineInteraction(widget, [timing(64), timing(72), timing(88)]), combineInteraction(key, [timing(56), timing(64), timing(40)])];
    const report = buildInteractionReport(results, 3);
    const lines = report.markdown.split('\n');
    expect(lines[0]).toBe('| action | page | width | median ms | runs ms | bar ms |  | host index, slowdown |');
    expect(lines[2]).toBe('| open an FAQ answer | /faq | desktop | 72 | 64, 72, 88 | ≤100 | ok | 1533 (1533–1533), 4.0x |');
    expect(lines[3]).toBe('| type a character | /form | desktop | 56 | 56, 64, 40 | ≤50 | FAIL | 1533 (1533–1533), 4.0x |');
    expect(report.markdown).toContain('- open an FAQ answer: pointerup 88 ms (input delay 2, handlers 3)');
    expect(report.missed).toEqual([{ route: '/form', bars: ['type a character: 56 ms > 50 ms'] }]);
    expect(report.summary).toContain('1/2 within their bar');
  });

  it('judges an action on a host faster than the calculator\'s range on its misses only', () => {
    const fast = { indexBefore: 3600, indexAfter: 3600, slowdown: fastHostSlowdown, load: 0.3 };
    const slow = combineInteraction(widget, [timing(130, fast), timing(120, fast), timing(140, fast)]);
    const quick = combineInteraction(key, [timing(30, fast), timing(35, fast), timing(40, fast)]);
    const report = buildInteractionReport([slow, quick], 3);
    expect(report.missed).toEqual([{ route: '/faq', bars: ['open an FAQ answer: 130 ms > 100 ms'] }]);
    expect(report.unjudged).toEqual([{ route: 'type a character (/form)', reason: expect.stringMatching(/too fast to calibrate/) }]);
    const lines = report.markdown.split('\n');
    expect(lines[2]).toBe('| open an FAQ answer | /faq | desktop | 130 | 130, 120, 140 | ≤100 | FAIL | 3600 (3600–3600), 4.5x MISSES ONLY |');
    expect(lines[3]).toBe('| type a character | /form | desktop | 35 | 30, 35, 40 | ≤50 | not judged | 3600 (3600–3600), 4.5x MISSES ONLY |');
  });

  it('does not judge an action whose host moved, and does not count it as missed', () => {
    const result = combineInteraction(key, [timing(90), timing(95, { ...steady, indexBefore: 700, indexAfter: 650 }), timing(80, { ...steady, indexBefore: 600, indexAfter: 700 })]);
    expect(result.host.unjudged).toMatch(/^the host's speed was too unsteady/);
    const report = buildInteractionReport([result], 3);
    expect(report.missed).toEqual([]);
    expect(report.unjudged).toEqual([{ route: 'type a character (/form)', reason: expect.stringMatching(/benchmark index 700, middle half 663–1325/) }]);
    expect(report.markdown.split('\n')[2]).toBe('| type a character | /form | desktop | 90 | 90, 95, 80 | ≤50 | not judged | 700 (663–1325), 4.0x NOT JUDGED |');
  });
});

describe('options', () => {
  it('defaults to five runs of every route, compressed, both tables', () => {
    expect(parseOptions([], 'dist')).toEqual({ runs: 5, routes: undefined, dist: resolve('dist'), compress: true, only: undefined });
  });

  it('reads every option, with its value after = or a space', () => {
    expect(parseOptions(['--runs=5', '--routes=/,about-us/careers/', '--dist', 'out', '--no-compress', '--only=interactions'], 'dist')).toEqual({
      runs: 5,
      routes: ['/', '/about-us/careers'],
      dist: resolve('out'),
      compress: false,
      only: 'interactions',
    });
  });

  it('asks for the usage on --help or -h', () => {
    expect(parseOptions(['--runs=2', '--help'], 'dist')).toBeUndefined();
    expect(parseOptions(['-h'], 'dist')).toBeUndefined();
  });

  it('names an unknown or malformed argument as given', () => {
    for (const arg of ['--runs=0', '--runs=two', '--runs', '--dist=', '--no-compress=yes', '--only=all', '--fast', 'extra']) {
      expect(() => parseOptions([arg], 'dist'), arg).toThrow(`Unknown or malformed option: ${arg} (see --help)`);
    }
    expect(() => parseOptions(['--routes', '--no-compress'], 'dist')).toThrow('Unknown or malformed option: --routes (see --help)');
  });
});

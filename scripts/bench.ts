/**
 * `npm run bench`: measures the built site (dist/) against the performance bars, prints one
 * Markdown report (JSON copy in .bench/results.json) and exits 1 when a bar is missed, or 3 when the host was too
 * slow or too unsteady to judge a timed figure and no bar was missed where it could be judged.
 *
 *   1. First-load JavaScript per route, measured in the browser as the gate in `npm test` measures it
 *      (scripts/bench/js-bytes.ts).
 *   2. A zero-JS copy of dist/ (every script removed), served beside the full site.
 *   3. Lighthouse, mobile preset with simulated throttling, on every route in dist/sitemap.xml, median of --runs
 *      runs of each page and of its zero-JS copy, in alternating order: the four category scores (bar: 100), FCP,
 *      LCP and TBT (Lighthouse's lab values, which it scores), the LCP ratio to the zero-JS copy (bar: ≤ 1.15) and
 *      TBT (bar: ≤ 50 ms), each with the range of its runs.
 *   4. Responsiveness after load (scripts/bench/interactions.ts): every widget, a typed key and a move to another
 *      page, each on a fresh hydrated page, median of --runs runs: the longest Event Timing interaction (bars:
 *      100 ms a widget, 50 ms a key), click to the next page's heading on screen (300 ms), and tap to the mobile
 *      menu's dialog on screen (100 ms).
 * The CPU slowdown is calibrated from the host's benchmark index read around the runs (scripts/bench/calibration.ts),
 * and a route or action measured while the host was unsteady, busy with other work, or slower than the range the
 * calibration holds for, is reported as not judged instead of judged on noise; on a host faster than that range only a
 * bar missed at the least slowdown it could need is judged. docs/performance-measurement.md says how and why.
 *
 * Options: --runs=N (runs per page, variant and action, median taken; default 5),
 *          --routes=/,/about-us/careers (limit the routes), --dist=DIR (default dist/),
 *          --no-compress (serve uncompressed), --only=load or --only=interactions (one of the two tables), or
 *          --only=editor (the content editor's bars on the development server: scripts/bench/editor.ts).
 * Both copies are snapshots in a temp dir with their brotli and gzip copies made beforehand, served by
 * scripts/lib/static-server.ts, so nothing is compressed while a page is measured and a rebuild of dist/ during a
 * run does not disturb it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findBrowser } from './find-browser.ts';
import { stripScripts } from './bench/html.ts';
import { budgets, measureFirstLoadJs } from './bench/js-bytes.ts';
import { listHtmlFiles } from './lib/files.ts';
import { describeCalibration, fastestCalibratedIndex, fastHostSlowdown, hostNotJudgedExitCode, interactionWindow, measureBenchmarkIndex, measuredSlowdown, rollingSlowdown, slowdownFor, steadiness, steadyDrift, steadySpread, withOtherWork, type Calibration } from './bench/calibration.ts';
import { otherWorkLimit, watchOtherWork } from './bench/other-work.ts';
import { actions, interactionBars, measureAction, type ActionTiming } from './bench/interactions.ts';
import { audit, startLighthouseBrowser, type GatheredRun, type RunSummary } from './bench/lighthouse.ts';
import { editorReport, measureEditor } from './bench/editor.ts';
import { buildInteractionReport, buildReport, combineInteraction, combineRuns, type InteractionResult, type RouteResult } from './bench/report.ts';
import { parseOptions, usage, type Options } from './bench/options.ts';
import { sitemapRoutes } from './bench/routes.ts';
import { precompress } from './bench/precompress.ts';
import { startStaticServer } from './lib/static-server.ts';
import { compareLcp, lcpRatioLimit, median, tbtLimitMs } from './bench/stats.ts';

const root = join(import.meta.dirname, '..');

/** Lighthouse's browser: the suite's flags, and no GPU process, whose emulated GPU made the same page's TBT jump between runs. */
const lighthouseChromeFlags = [...chromiumArgs, '--disable-gpu'];

const log = (message: string) => process.stderr.write(`${message}\n`);

/** A run that never produced a Lighthouse result. */
function failedRun(url: string, runtimeError: string, benchmarkIndex: number | null = null): RunSummary {
  return {
    url,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    benchmarkIndex,
    failing: [],
    runtimeError,
    warnings: [],
  };
}

function chromePath(): string {
  return findBrowser() ?? chromium.executablePath();
}

/**
 * The order of the two copies in each run: full first in odd runs, zero-JS first in even ones, so a drift in the
 * host's speed over a route's runs falls on both copies alike rather than always on the one measured second.
 */
const variantOrder = (run: number): Variant[] => (run % 2 === 1 ? ['full', 'zeroJs'] : ['zeroJs', 'full']);

interface Taken {
  variant: Variant;
  run: GatheredRun | undefined;
  error?: string;
  calibration: Omit<Calibration, 'slowdown'>;
}

/**
 * The full site's and the zero-JS copy's Lighthouse runs of one route, in one browser, with the host's benchmark
 * index read between runs and one retry on a lost trace; then every run audited at the CPU slowdown that the median
 * of the route's readings calls for.
 */
async function lighthouseRuns(route: string, origins: Record<Variant, string>, chrome: string, runs: number, progress: Progress) {
  const taken: Taken[] = [];
  const browser = await startLighthouseBrowser(chrome, lighthouseChromeFlags);
  const otherWork = watchOtherWork();
  let otherCores: number | null = null;
  try {
    let index = await browser.benchmark();
    for (let run = 1; run <= runs; run++) {
      for (const variant of variantOrder(run)) {
        const started = Date.now();
        const url = origins[variant] + route;
        let gathered: GatheredRun | undefined;
        let error: string | undefined;
        for (let attempt = 1; attempt <= 2 && !gathered; attempt++) {
          try {
            const result = await browser.gather(url);
            // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: one retry.
            if (result.runtimeError && attempt === 1) log(`  ${result.runtimeError}; retrying once`);
            else gathered = result;
          } catch (thrown) {
            error = `Lighthouse failed: ${(thrown as Error).message}`;
            if (attempt === 1) log(`  ${error}; retrying once`);
          }
        }
        if (!gathered) progress.crashed++;
        const indexAfter = await browser.benchmark();
        const calibration = { indexBefore: index, indexAfter, load: loadavg()[0] ?? 0 };
        index = indexAfter;
        taken.push({ variant, run: gathered, ...(error ? { error } : {}), calibration });
        progress.maxLoad = Math.max(progress.maxLoad, calibration.load);
        progress.done++;
        log(
          `[${progress.done}/${progress.total}] ${route} ${variant === 'full' ? 'full   ' : 'zero-JS'} run ${run}/${runs}: ` +
            `index ${Math.round(calibration.indexBefore)}, Lighthouse's ${Math.round(gathered?.benchmarkIndex ?? 0)}, ${Math.round(indexAfter)} after, load ${calibration.load.toFixed(1)} ` +
            `(${((Date.now() - started) / 1000).toFixed(1)} s)${gathered ? '' : ` — ${error ?? 'trace lost twice'}`}`,
        );
      }
    }
    otherCores = otherWork?.stop().cores ?? null;
  } finally {
    await browser.close();
  }

  // The readings in the order they were taken: before the first run, then Lighthouse's own and the one after each.
  const readings = [taken[0]?.calibration.indexBefore ?? null, ...taken.flatMap((t) => [t.run?.benchmarkIndex ?? null, t.calibration.indexAfter])];
  const host = withOtherWork(steadiness(readings), otherCores, otherWorkLimit);
  const slowdown = host.medianIndex === null ? null : measuredSlowdown(host.medianIndex);
  const summaries: Record<Variant, RunSummary[]> = { full: [], zeroJs: [] };
  for (const { variant, run, error, calibration } of taken) {
    const url = origins[variant] + route;
    let summary: RunSummary;
    if (!run) summary = failedRun(url, error ?? 'Lighthouse lost the trace twice');
    else if (slowdown === null) summary = failedRun(url, `not audited: ${host.unjudged ?? 'no slowdown'}`, run.benchmarkIndex);
    else summary = await audit(run, slowdown);
    summary.calibration = { ...calibration, slowdown };
    summaries[variant].push(summary);
  }
  const slowdownText = slowdown === null ? 'none' : `${slowdown.toFixed(2)}x`;
  const tbt = (list: RunSummary[]) => list.map((r) => (r.tbtMs === null ? '–' : Math.round(r.tbtMs))).join(', ');
  const lcpRuns = (list: RunSummary[]) => list.map((r) => (r.lcpMs === null ? '–' : Math.round(r.lcpMs))).join(', ');
  log(
    `  ${route} audited at ${slowdownText} (median index ${Math.round(host.medianIndex ?? 0)}, other processes ${otherCores?.toFixed(2) ?? '?'} cores${host.unjudged ? `; not judged: ${host.unjudged}` : ''}): ` +
      `TBT ${tbt(summaries.full)} ms, zero-JS ${tbt(summaries.zeroJs)} ms; LCP ${lcpRuns(summaries.full)} ms, zero-JS ${lcpRuns(summaries.zeroJs)} ms`,
  );
  const lcp = compareLcp(
    summaries.full.map((r) => r.lcpMs),
    summaries.zeroJs.map((r) => r.lcpMs),
  );
  return { full: summaries.full, zeroJs: summaries.zeroJs, ...combineRuns(summaries.full), lcp, host };
}

type Variant = 'full' | 'zeroJs';
interface Progress {
  done: number;
  total: number;
  crashed: number;
  /** Other work on the machine inflates TBT and the lab timings; the report says so. */
  maxLoad: number;
}

async function measureSite(options: Options, full: string, origins: Record<Variant, string>): Promise<{ results: RouteResult[]; progress: Progress }> {
  const sitemapFile = join(full, 'sitemap.xml');
  const canonical = existsSync(sitemapFile) ? sitemapRoutes(readFileSync(sitemapFile, 'utf8')) : ['/'];
  const routes = options.routes ?? canonical;
  for (const route of routes) if (!canonical.includes(route)) log(`note: ${route} is not in sitemap.xml; measuring it anyway.`);
  const results: RouteResult[] = routes.map((route) => ({ route }));
  const browser = chromePath();
  log(`Serving the full site at ${origins.full} and the zero-JS copy at ${origins.zeroJs} (${options.compress ? 'brotli/gzip' : 'uncompressed'}); Chromium: ${browser}`);

  // 1. First-load JavaScript, in the browser, as the gate in npm test measures it.
  const jsBrowser = await chromium.launch({ executablePath: browser, args: chromiumArgs });
  try {
    const page = await jsBrowser.newPage();
    for (const result of results) result.js = await measureFirstLoadJs(page, origins.full, result.route, full);
    await warnOfUncalibratedHost(page);
  } finally {
    await jsBrowser.close();
  }
  log(`JS: measured ${routes.length} route(s) in the browser.`);

  // 2. Lighthouse on each route and its zero-JS copy.
  const progress: Progress = { done: 0, total: routes.length * options.runs * 2, crashed: 0, maxLoad: 0 };
  for (const result of results) result.lighthouse = await lighthouseRuns(result.route, origins, browser, options.runs, progress);
  if (progress.crashed === progress.total) throw new Error('Every Lighthouse run failed; see the messages above.');
  return { results, progress };
}

/**
 * Says before the long runs when the host reads outside the calculator's range: then no timed figure will be judged,
 * and the half hour of a whole bench buys only the figures that do not depend on the host.
 */
async function warnOfUncalibratedHost(page: Page): Promise<void> {
  const readings: number[] = [];
  for (let reading = 0; reading < interactionWindow; reading++) readings.push(await measureBenchmarkIndex(page));
  const index = median(readings) ?? 0;
  if (slowdownFor(index) !== null && index <= fastestCalibratedIndex) return;
  log(
    `Warning: this host reads a benchmark index of ${Math.round(index)}, outside the calculator's range (150–${fastestCalibratedIndex}). ` +
      (index > fastestCalibratedIndex
        ? `If it stays there, the timed figures (performance, LCP ratio, TBT, interactions) are measured at ${fastHostSlowdown}x, the least such a host needs, and judged on their misses only; `
        : 'If it stays there, no timed figure (performance, LCP ratio, TBT, interactions) will be judged; ') +
      'the other scores and the JavaScript budgets will be. To judge a change here, compare it with its old build: scripts/bench/compare-builds.ts.',
  );
}

/** Every action `runs` times, each on a fresh page; the actions of --routes only, when it is given. */
async function measureInteractions(options: Options, origin: string): Promise<InteractionResult[]> {
  const chosen = actions.filter((action) => !options.routes || options.routes.includes(action.route));
  const browser = await chromium.launch({ executablePath: chromePath(), args: chromiumArgs });
  const results: InteractionResult[] = [];
  try {
    // The host's speed, read around every action; the first slowdown already rests on a few readings.
    const readings: number[] = [];
    const blank = await browser.newPage();
    for (let reading = 1; reading < interactionWindow; reading++) readings.push(await measureBenchmarkIndex(blank));
    await blank.close();
    for (const action of chosen) {
      const runs: Array<ActionTiming | null> = [];
      const otherWork = watchOtherWork();
      for (let run = 1; run <= options.runs; run++) {
        try {
          runs.push(await measureAction(browser, origin, action, readings, rollingSlowdown));
        } catch (error) {
          log(`  ${action.name}: ${(error as Error).message.split('\n')[0]}`);
          runs.push(null);
        }
        const last = runs.at(-1);
        log(`[interactions] ${action.name} (${action.route}, ${action.viewport}) run ${run}/${options.runs}: ${last ? `${Math.round(last.ms)} ms; ${describeCalibration(last)}` : 'failed'}`);
      }
      const result = combineInteraction(action, runs);
      const otherCores = otherWork?.stop().cores ?? null;
      log(`[interactions] ${action.name}: other processes used ${otherCores?.toFixed(2) ?? '?'} cores`);
      results.push({ ...result, host: withOtherWork(result.host, otherCores, otherWorkLimit) });
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), join(root, 'dist'));
  if (!options) {
    console.log(usage);
    return;
  }
  if (options.only === 'editor') {
    const { markdown, missed, unjudged } = editorReport(await measureEditor(root, chromePath(), options.runs, log));
    console.log(`${markdown}\n\nThe 1-minute load average was ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the end.`);
    if (missed.length > 0) process.exitCode = 1;
    else if (unjudged.length > 0) process.exitCode = hostNotJudgedExitCode;
    return;
  }
  if (!existsSync(join(options.dist, 'index.html'))) throw new Error(`No built site at ${options.dist}: run \`npm run build\` first.`);

  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    // Snapshots: the full site and the zero-JS copy, each with .br/.gz copies beside its files, served as a CDN
    // compresses (the build leaves them out: Cloudflare Pages compresses itself and would upload them as files).
    const full = join(work, 'full');
    const zeroJs = join(work, 'zero-js');
    cpSync(options.dist, full, { recursive: true });
    cpSync(options.dist, zeroJs, { recursive: true });
    for (const file of listHtmlFiles(zeroJs)) {
      const path = join(zeroJs, file);
      writeFileSync(path, stripScripts(readFileSync(path, 'utf8')));
    }
    precompress(full);
    precompress(zeroJs);
    const serverOptions = { host: '127.0.0.1', compressed: options.compress };
    const servers = await Promise.all([startStaticServer(full, serverOptions), startStaticServer(zeroJs, serverOptions)]);
    let measured: Awaited<ReturnType<typeof measureSite>> = { results: [], progress: { done: 0, total: 0, crashed: 0, maxLoad: 0 } };
    let interactions: InteractionResult[] = [];
    try {
      if (options.only !== 'interactions') measured = await measureSite(options, full, { full: servers[0].origin, zeroJs: servers[1].origin });
      if (options.only !== 'load') {
        interactions = await measureInteractions(options, servers[0].origin);
        measured.progress.maxLoad = Math.max(measured.progress.maxLoad, loadavg()[0] ?? 0);
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    const { results, progress } = measured;

    // 3. Report.
    const cores = availableParallelism();
    const notes = [
      `The 1-minute load average reached ${progress.maxLoad.toFixed(1)} on ${cores} cores. A route's runs are audited at the CPU slowdown that Lighthouse's calculator gives for the median of the host's benchmark index read around them; a route or action whose readings' median was under the calculator's range (150), whose middle half spread wider than ${Math.round(steadySpread * 100)}% of their median, whose two halves differed by more than ${Math.round(steadyDrift * 100)}%, or during which other processes used more than ${otherWorkLimit} of a core, is not judged. Over its range (${fastestCalibratedIndex}) the figures are taken at ${fastHostSlowdown}x, the least such a host needs, and only a missed bar is judged. The zero-JS column shows the TBT of the same page without any script, in the same runs.`,
    ];
    const report = buildReport(results, options.runs, notes);
    const interactionReport = buildInteractionReport(interactions, options.runs);
    if (options.only !== 'interactions') console.log(report.markdown);
    if (options.only === undefined) console.log('');
    if (options.only !== 'load') console.log(interactionReport.markdown);
    const missed = [...report.missed, ...interactionReport.missed];
    const unjudged = [...report.unjudged, ...interactionReport.unjudged];
    // A missed bar where the host held still is the site's; otherwise the machine could not say.
    const verdict = missed.length > 0 ? 'bars missed' : unjudged.length > 0 ? 'host not fit to judge' : 'all bars met';
    console.log(
      `\nVerdict: ${verdict}` +
        (missed.length === 0 && unjudged.length > 0 ? ` (${unjudged.length} figure(s) not judged, for the reasons above; exit code ${hostNotJudgedExitCode}).` : '.'),
    );
    mkdirSync(join(root, '.bench'), { recursive: true });
    const json = {
      generatedAt: new Date().toISOString(),
      dist: options.dist,
      options: { runs: options.runs, routes: options.routes ?? null, compressed: options.compress },
      bars: { lighthouseScore: 100, lcpRatioLimit, tbtLimitMs, jsBudgetsKbGzip: budgets, kb: 1000, interactionsMs: interactionBars, steadySpread, steadyDrift },
      verdict,
      summary: report.summary,
      interactionSummary: interactionReport.summary,
      maxLoadAverage: progress.maxLoad,
      markdown: [report.markdown, interactionReport.markdown].join('\n\n'),
      missed,
      unjudged,
      routes: results,
      interactions,
    };
    writeFileSync(join(root, '.bench', 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
    log('Wrote .bench/results.json');
    if (missed.length > 0) process.exitCode = 1;
    else if (unjudged.length > 0) process.exitCode = hostNotJudgedExitCode;
  } finally {
    cleanUp();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/bench.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  });
}

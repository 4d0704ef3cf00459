/**
 * `npm run bench`: measures the built site (dist/) against the design doc's quality bars (DESIGN.md §5), prints
 * one Markdown report (JSON copy in .bench/results.json) and exits 1 when any bar is missed.
 *
 *   1. First-load JavaScript per route, measured in the browser as the gate in `npm test` measures it
 *      (scripts/bench/js-bytes.ts): 115 kB gzip on content pages, 130 kB on the FAQ and team, 180 kB on forms.
 *   2. A zero-JS copy of dist/ (every script removed), served beside the full site.
 *   3. Lighthouse, mobile preset with simulated throttling, on every route in dist/sitemap.xml, median of
 *      --runs runs of each page and of its zero-JS copy, side by side: the four category scores (bar: 100),
 *      FCP, LCP and TBT (Lighthouse's lab values, which it scores), the LCP ratio to the zero-JS copy
 *      (bar: ≤ 1.15) and TBT (bar: ≤ 50 ms).
 *   4. Responsiveness after load (scripts/bench/interactions.ts): every widget, a typed key and a move to another
 *      page, each on a fresh hydrated page at 4x CPU slowdown, median of --runs runs: the longest Event Timing
 *      interaction (bars: 100 ms a widget, 50 ms a key), click to the next page's heading on screen (300 ms),
 *      and tap to the mobile menu's dialog on screen (100 ms).
 *
 * Options: --runs=N (Lighthouse runs per page and variant, median taken; default 3),
 *          --routes=/,/about-us/careers (limit the routes), --dist=DIR (default dist/),
 *          --no-compress (serve uncompressed), --only=load or --only=interactions (one of the two tables).
 * Both copies are snapshots in a temp dir served by scripts/lib/static-server.ts, compressed as `npm start` serves
 * dist/, so a rebuild of dist/ during a run does not disturb it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findBrowser } from './find-browser.ts';
import { stripScripts } from './bench/html.ts';
import { budgets, measureFirstLoadJs } from './bench/js-bytes.ts';
import { listHtmlFiles } from './lib/files.ts';
import { actions, cpuSlowdown, interactionBars, measureAction, type ActionTiming } from './bench/interactions.ts';
import { categoryIds, runLighthouse, type RunSummary } from './bench/lighthouse.ts';
import { buildInteractionReport, buildReport, combineInteraction, combineRuns, type InteractionResult, type RouteResult } from './bench/report.ts';
import { parseOptions, usage, type Options } from './bench/options.ts';
import { sitemapRoutes } from './bench/routes.ts';
import { precompress } from './bench/precompress.ts';
import { startStaticServer } from './lib/static-server.ts';
import { compareLcp, lcpRatioLimit, median, tbtLimitMs } from './bench/stats.ts';

const root = join(import.meta.dirname, '..');

const log = (message: string) => process.stderr.write(`${message}\n`);

/** One Lighthouse run; a thrown error becomes a run with no scores and a runtimeError. */
async function measure(url: string, browser: string): Promise<RunSummary> {
  try {
    return await runLighthouse(url, browser, chromiumArgs);
  } catch (error) {
    return {
      url,
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      fcpMs: null,
      lcpMs: null,
      tbtMs: null,
      benchmarkIndex: null,
      failing: [],
      runtimeError: `Lighthouse failed: ${(error as Error).message}`,
      warnings: [],
    };
  }
}

function chromePath(): string {
  return findBrowser() ?? chromium.executablePath();
}

/** The full site's and the zero-JS copy's Lighthouse runs of one route, side by side, with one retry on a lost trace. */
async function lighthouseRuns(route: string, origins: Record<Variant, string>, browser: string, runs: number, progress: Progress) {
  const summaries: Record<Variant, RunSummary[]> = { full: [], zeroJs: [] };
  for (let run = 1; run <= runs; run++) {
    // Side by side: each full-site run is followed at once by the same page without scripts.
    for (const variant of ['full', 'zeroJs'] as const) {
      const started = Date.now();
      let summary = await measure(origins[variant] + route, browser);
      // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: one retry.
      if (summary.runtimeError) {
        log(`  ${summary.runtimeError}; retrying once`);
        summary = await measure(origins[variant] + route, browser);
      }
      if (summary.runtimeError?.startsWith('Lighthouse failed')) progress.crashed++;
      progress.maxLoad = Math.max(progress.maxLoad, loadavg()[0] ?? 0);
      summaries[variant].push(summary);
      progress.done++;
      const scores = categoryIds.map((c) => summary.scores[c] ?? '–').join('/');
      const lab = `FCP ${summary.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${summary.lcpMs?.toFixed(0) ?? '–'} ms, TBT ${summary.tbtMs?.toFixed(0) ?? '–'} ms`;
      log(
        `[${progress.done}/${progress.total}] ${route} ${variant === 'full' ? 'full   ' : 'zero-JS'} run ${run}/${runs}: ${scores}, ${lab} ` +
          `(${((Date.now() - started) / 1000).toFixed(1)} s)${summary.runtimeError ? ` — ${summary.runtimeError}` : ''}`,
      );
    }
  }
  const lcp = compareLcp(
    summaries.full.map((r) => r.lcpMs),
    summaries.zeroJs.map((r) => r.lcpMs),
  );
  return { full: summaries.full, zeroJs: summaries.zeroJs, ...combineRuns(summaries.full), lcp };
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

/** Every action `runs` times, each on a fresh page; the actions of --routes only, when it is given. */
async function measureInteractions(options: Options, origin: string): Promise<InteractionResult[]> {
  const chosen = actions.filter((action) => !options.routes || options.routes.includes(action.route));
  const browser = await chromium.launch({ executablePath: chromePath(), args: chromiumArgs });
  const results: InteractionResult[] = [];
  try {
    for (const action of chosen) {
      const runs: Array<ActionTiming | null> = [];
      for (let run = 1; run <= options.runs; run++) {
        try {
          runs.push(await measureAction(browser, origin, action));
        } catch (error) {
          log(`  ${action.name}: ${(error as Error).message.split('\n')[0]}`);
          runs.push(null);
        }
        const last = runs.at(-1);
        log(`[interactions] ${action.name} (${action.route}, ${action.viewport}) run ${run}/${options.runs}: ${last ? `${Math.round(last.ms)} ms` : 'failed'}`);
      }
      results.push(combineInteraction(action, runs));
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
    const notes =
      progress.maxLoad > cores + 1
        ? [`Note: the machine was busy (1-minute load average up to ${progress.maxLoad.toFixed(1)} on ${cores} cores), which inflates TBT and the lab timings; rerun when it is idle.`]
        : [];
    // Lighthouse multiplies the tasks it observed here by a fixed 4: how fast this CPU is decides the lab TBT.
    const benchmarkIndex = median(results.flatMap((r) => [...(r.lighthouse?.full ?? []), ...(r.lighthouse?.zeroJs ?? [])].map((run) => run.benchmarkIndex)));
    if (benchmarkIndex !== null) {
      notes.push(
        `Lighthouse's CPU benchmark index here: median ${Math.round(benchmarkIndex)} (its throttling calculator pairs the 4x slowdown with about 1500; a lower index makes every lab task, and TBT, longer). The zero-JS column shows the TBT of the same page without any script, in the same run.`,
      );
    }
    const report = buildReport(results, options.runs, notes);
    const interactionReport = buildInteractionReport(interactions, options.runs, cpuSlowdown);
    if (options.only !== 'interactions') console.log(report.markdown);
    if (options.only === undefined) console.log('');
    if (options.only !== 'load') console.log(interactionReport.markdown);
    mkdirSync(join(root, '.bench'), { recursive: true });
    const json = {
      generatedAt: new Date().toISOString(),
      dist: options.dist,
      options: { runs: options.runs, routes: options.routes ?? null, compressed: options.compress },
      bars: { lighthouseScore: 100, lcpRatioLimit, tbtLimitMs, jsBudgetsKbGzip: budgets, kb: 1000, interactionsMs: interactionBars, cpuSlowdown },
      summary: report.summary,
      interactionSummary: interactionReport.summary,
      maxLoadAverage: progress.maxLoad,
      benchmarkIndex,
      markdown: [report.markdown, interactionReport.markdown].join('\n\n'),
      missed: [...report.missed, ...interactionReport.missed],
      routes: results,
      interactions,
    };
    writeFileSync(join(root, '.bench', 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
    log('Wrote .bench/results.json');
    if (report.missed.length > 0 || interactionReport.missed.length > 0) process.exitCode = 1;
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

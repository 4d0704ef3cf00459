/**
 * `npm run bench`: measures the built site (dist/) against the design doc's quality bars and prints one
 * markdown report (JSON copy in .bench/results.json). A report, not a gate: exits 0 unless it crashes,
 * or 1 with --strict when any bar is missed.
 *
 *   1. First-load JavaScript per page (scripts + modulepreloads + their static imports, gzip -9) against
 *      the budgets: 110 kB on content pages, 180 kB on form pages.
 *   2. A zero-JS copy of dist/ (every <script> and modulepreload removed), served beside the full site.
 *   3. Lighthouse, mobile preset, on every route in dist/sitemap.xml: the four category scores (bar: 100)
 *      and LCP of the full page vs its zero-JS copy (bar: ratio ≤ 1.15).
 *
 * Options: --runs=N (Lighthouse runs per page and variant, median taken; default 1),
 *          --routes=/,/about-us/careers (limit the routes), --strict, --dist=DIR (default dist/),
 *          --no-compress (serve uncompressed, exactly like scripts/serve.ts).
 * Both copies are snapshots in a temp dir served by scripts/static-server.ts (as npm run preview serves dist/),
 * so a rebuild of dist/ during a run does not disturb it. By default text files are served brotli-compressed,
 * as a production static host does; scripts/serve.ts does not compress.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findBrowser } from './find-browser.ts';
import { stripScripts } from './bench/html.ts';
import { budgets, listHtmlFiles, measureDist } from './bench/js-bytes.ts';
import { categoryIds, runLighthouse, type RunSummary } from './bench/lighthouse.ts';
import { buildReport, combineRuns, type RouteResult } from './bench/report.ts';
import { normalizeRoute, sitemapRoutes } from './bench/routes.ts';
import { precompress } from './export/precompress.ts';
import { startStaticServer } from './static-server.ts';
import { compareLcp, lcpRatioLimit } from './bench/stats.ts';

const root = join(import.meta.dirname, '..');

interface Options {
  runs: number;
  routes: string[] | undefined;
  strict: boolean;
  dist: string;
  compress: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 1, routes: undefined, strict: false, dist: join(root, 'dist'), compress: true };
  for (const arg of argv) {
    const [name, value] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (name === '--runs' && value && /^\d+$/.test(value) && Number(value) > 0) options.runs = Number(value);
    else if (name === '--routes' && value !== undefined) options.routes = value.split(',').filter(Boolean).map(normalizeRoute);
    else if (name === '--strict' && value === undefined) options.strict = true;
    else if (name === '--dist' && value) options.dist = resolve(value);
    else if (name === '--no-compress' && value === undefined) options.compress = false;
    else if (name === '--help' || name === '-h') {
      console.log('Usage: tsx scripts/bench.ts [--runs=N] [--routes=/,/about-us/careers] [--strict] [--dist=DIR] [--no-compress]');
      process.exit(0);
    } else throw new Error(`Unknown or malformed option: ${arg} (see --help)`);
  }
  return options;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

/** One Lighthouse run; a thrown error becomes a run with no scores and a runtimeError. */
async function measure(url: string, browser: string): Promise<RunSummary> {
  try {
    return await runLighthouse(url, browser, chromiumArgs);
  } catch (error) {
    return {
      url,
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      lcpSimulatedMs: null,
      lcpObservedMs: null,
      failing: [],
      runtimeError: `Lighthouse failed: ${(error as Error).message}`,
      warnings: [],
    };
  }
}

function chromePath(): string {
  return findBrowser() ?? chromium.executablePath();
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(join(options.dist, 'index.html'))) throw new Error(`No built site at ${options.dist}: run \`npm run build\` first.`);

  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    // Snapshots: the full site, and the zero-JS copy.
    const full = join(work, 'full');
    const zeroJs = join(work, 'zero-js');
    cpSync(options.dist, full, { recursive: true });
    cpSync(options.dist, zeroJs, { recursive: true });
    for (const file of listHtmlFiles(zeroJs)) {
      const path = join(zeroJs, file);
      writeFileSync(path, stripScripts(readFileSync(path, 'utf8')));
    }

    // 1. First-load JavaScript.
    const pages = measureDist(full);
    log(`JS: measured ${pages.length} page(s) (redirect pages skipped).`);

    // 3. Lighthouse routes.
    const sitemapFile = join(full, 'sitemap.xml');
    const canonical = existsSync(sitemapFile) ? sitemapRoutes(readFileSync(sitemapFile, 'utf8')) : ['/'];
    const lighthouseRoutes = options.routes ?? canonical;
    for (const route of lighthouseRoutes) if (!canonical.includes(route)) log(`note: ${route} is not in sitemap.xml; measuring it anyway.`);

    const results: RouteResult[] = [];
    // Other work on the machine inflates TBT and the observed timings; the report says so.
    let maxLoad = 0;
    const byRoute = new Map<string, RouteResult>();
    const resultFor = (route: string) => {
      let result = byRoute.get(route);
      if (!result) {
        result = { route };
        byRoute.set(route, result);
        results.push(result);
      }
      return result;
    };
    for (const route of lighthouseRoutes) resultFor(route);
    for (const page of pages) if (!options.routes || options.routes.includes(page.route)) resultFor(page.route).js = page;

    if (lighthouseRoutes.length > 0) {
      const browser = chromePath();
      if (options.compress) for (const dir of [full, zeroJs]) precompress(dir);
      const serverOptions = { host: '127.0.0.1', compressed: options.compress };
      const [fullServer, zeroServer] = await Promise.all([startStaticServer(full, serverOptions), startStaticServer(zeroJs, serverOptions)]);
      log(
        `Serving the full site at ${fullServer.origin} and the zero-JS copy at ${zeroServer.origin} ` +
          `(${options.compress ? 'brotli/gzip' : 'uncompressed'}); Chromium: ${browser}`,
      );
      const total = lighthouseRoutes.length * options.runs * 2;
      let done = 0;
      let crashed = 0;
      try {
        for (const route of lighthouseRoutes) {
          const runs: Record<'full' | 'zeroJs', RunSummary[]> = { full: [], zeroJs: [] };
          for (let run = 1; run <= options.runs; run++) {
            // Side by side: each full-site run is followed at once by the same page without scripts.
            for (const variant of ['full', 'zeroJs'] as const) {
              const url = (variant === 'full' ? fullServer.origin : zeroServer.origin) + route;
              const started = Date.now();
              let summary = await measure(url, browser);
              // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP) on a busy machine: one retry.
              if (summary.runtimeError) {
                log(`  ${summary.runtimeError}; retrying once`);
                summary = await measure(url, browser);
              }
              if (summary.runtimeError?.startsWith('Lighthouse failed')) crashed++;
              maxLoad = Math.max(maxLoad, loadavg()[0] ?? 0);
              runs[variant].push(summary);
              done++;
              const scores = categoryIds.map((c) => summary.scores[c] ?? '–').join('/');
              const lcp = `LCP sim ${summary.lcpSimulatedMs?.toFixed(0) ?? '–'} ms, observed ${summary.lcpObservedMs?.toFixed(0) ?? '–'} ms`;
              log(
                `[${done}/${total}] ${route} ${variant === 'full' ? 'full   ' : 'zero-JS'} run ${run}/${options.runs}: ${scores}, ${lcp} ` +
                  `(${((Date.now() - started) / 1000).toFixed(1)} s)${summary.runtimeError ? ` — ${summary.runtimeError}` : ''}`,
              );
            }
          }
          const lcp = compareLcp(
            { simulated: runs.full.map((r) => r.lcpSimulatedMs), observed: runs.full.map((r) => r.lcpObservedMs) },
            { simulated: runs.zeroJs.map((r) => r.lcpSimulatedMs), observed: runs.zeroJs.map((r) => r.lcpObservedMs) },
          );
          resultFor(route).lighthouse = { full: runs.full, zeroJs: runs.zeroJs, ...combineRuns(runs.full), lcp };
        }
      } finally {
        await Promise.all([fullServer.close(), zeroServer.close()]);
      }
      if (crashed === total) throw new Error('Every Lighthouse run failed; see the messages above.');
    }

    // 4. Report.
    const cores = availableParallelism();
    const notes =
      maxLoad > cores + 1
        ? [`Note: the machine was busy (1-minute load average up to ${maxLoad.toFixed(1)} on ${cores} cores), which inflates TBT and observed LCP; rerun when idle or with --runs=3.`]
        : [];
    const report = buildReport(results, options.runs, notes);
    console.log(report.markdown);
    mkdirSync(join(root, '.bench'), { recursive: true });
    const json = {
      generatedAt: new Date().toISOString(),
      dist: options.dist,
      options: { runs: options.runs, routes: options.routes ?? null, strict: options.strict, compressed: options.compress },
      bars: { lighthouseScore: 100, lcpRatioLimit, jsBudgetsKbGzip: budgets, kb: 1000 },
      summary: report.summary,
      maxLoadAverage: maxLoad,
      markdown: report.markdown,
      missed: report.missed,
      routes: results,
    };
    writeFileSync(join(root, '.bench', 'results.json'), `${JSON.stringify(json, null, 2)}\n`);
    log('Wrote .bench/results.json');
    if (options.strict && report.missed.length > 0) process.exitCode = 1;
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

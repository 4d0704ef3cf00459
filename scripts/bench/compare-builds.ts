/**
 * `npx tsx scripts/bench/compare-builds.ts [--runs=5] [--slowdowns=4,6] [--zero-js] /route NAME=DIR [NAME=DIR ...]`:
 * one route of two or more builds (each a dist/ directory), side by side at the same CPU slowdowns. It gathers
 * Lighthouse's mobile runs of each build in turn (one, then the next, `--runs` times over, so a host that slows down
 * slows every build alike), then audits every run at each fixed slowdown: the builds are compared on the same
 * simulated phone whatever the benchmark index read meanwhile. `--zero-js` adds each build's page with its scripts
 * removed (as `npm run bench` does), to tell what the scripts cost from what the HTML and CSS cost.
 *
 * It prints the performance score, TBT and LCP per build and slowdown (median and range of the runs) and the longest tasks of the median run.
 * It judges nothing: the bars are `npm run bench`'s, at the calibrated slowdown. Use it to say what a change bought,
 * old and new build measured in one sitting (docs/performance-measurement.md).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumArgs, findBrowser } from '../find-browser.ts';
import { startStaticServer, type RunningServer } from '../lib/static-server.ts';
import { stripScripts } from './html.ts';
import { audit, startLighthouseBrowser, type GatheredRun, type RunSummary } from './lighthouse.ts';
import { precompress } from './precompress.ts';
import { normalizeRoute } from './routes.ts';
import { median } from './stats.ts';

const usage = 'Usage: tsx scripts/bench/compare-builds.ts [--runs=5] [--slowdowns=4,6] [--zero-js] /route NAME=DIR [NAME=DIR ...]';
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string' }, slowdowns: { type: 'string' }, 'zero-js': { type: 'boolean' } },
  allowPositionals: true,
});
const runs = Number(values.runs ?? 5);
const slowdowns = (values.slowdowns ?? '4,6').split(',').map(Number);
const [routeArg, ...buildArgs] = positionals;
const builds = buildArgs.map((arg) => {
  const at = arg.indexOf('=');
  return { name: arg.slice(0, at), dir: resolve(arg.slice(at + 1)) };
});
if (!routeArg || builds.length < 1 || builds.some((build) => !build.name || build.dir === resolve('')) || !(runs >= 1) || slowdowns.some((x) => !(x >= 1))) {
  console.error(usage);
  process.exit(2);
}
const route = normalizeRoute(routeArg);
const chrome = findBrowser();
if (!chrome) {
  console.error('compare-builds: no Chromium found (scripts/find-browser.ts)');
  process.exit(2);
}

const htmlFile = (dir: string) => join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** Each build served compressed from a copy (with its zero-JS page when asked), as `npm run bench` serves dist/. */
const work = mkdtempSync(join(tmpdir(), 'solvara-compare-'));
const variants: Array<{ name: string; server: RunningServer }> = [];
const gathered = new Map<string, GatheredRun[]>();
try {
  for (const build of builds) {
    for (const zeroJs of values['zero-js'] ? [false, true] : [false]) {
      const copy = join(work, `${variants.length}`);
      cpSync(build.dir, copy, { recursive: true });
      if (zeroJs) writeFileSync(htmlFile(copy), stripScripts(readFileSync(htmlFile(copy), 'utf8')));
      precompress(copy);
      const name = zeroJs ? `${build.name} zero-JS` : build.name;
      variants.push({ name, server: await startStaticServer(copy, { host: '127.0.0.1', compressed: true }) });
      gathered.set(name, []);
    }
  }

  const browser = await startLighthouseBrowser(chrome, [...chromiumArgs, '--disable-gpu']);
  try {
    for (let run = 1; run <= runs; run++) {
      for (const { name, server } of variants) {
        const result = await browser.gather(server.origin + route);
        if (result.runtimeError) console.error(`${name} run ${run}: ${result.runtimeError} (left out)`);
        else gathered.get(name)!.push(result);
        console.error(`${name} run ${run}/${runs}: gathered (benchmark index ${Math.round(result.benchmarkIndex ?? 0)})`);
      }
    }
  } finally {
    await browser.close();
  }

  const figure = (values: number[]) => {
    const middle = median(values);
    return middle === null ? 'n/a' : `${Math.round(middle)} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
  };
  console.log(`\n${route}, ${runs} run(s) of each, audited at ${slowdowns.map((x) => `${x}x`).join(' and ')}\n`);
  console.log('| build | slowdown | performance | TBT ms | LCP ms | longest tasks of the median run (ms at ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const slowdown of slowdowns) {
    for (const { name } of variants) {
      const summaries: RunSummary[] = [];
      for (const run of gathered.get(name)!) summaries.push(await audit(run, slowdown));
      const performance = summaries.map((summary) => summary.scores.performance ?? Number.NaN).filter(Number.isFinite);
      const tbt = summaries.map((summary) => summary.tbtMs ?? Number.NaN).filter(Number.isFinite);
      const lcp = summaries.map((summary) => summary.lcpMs ?? Number.NaN).filter(Number.isFinite);
      const middle = [...summaries].sort((a, b) => (a.tbtMs ?? 0) - (b.tbtMs ?? 0))[Math.floor(summaries.length / 2)];
      const tasks = (middle?.longTasks ?? []).map((task) => `${/^https?:/.test(task.url) ? new URL(task.url).pathname : task.url} ${Math.round(task.durationMs)} at ${Math.round(task.startMs)}`);
      console.log(`| ${name} | ${slowdown}x | ${figure(performance)} | ${figure(tbt)} | ${figure(lcp)} | ${tasks.join(', ') || 'none'} |`);
    }
  }
} finally {
  for (const { server } of variants) await server.close();
  rmSync(work, { recursive: true, force: true });
}

/**
 * `npx tsx scripts/bench/trace-tasks.ts [--min=4] [--dist=DIR] [/route ...]`: where a page's main-thread time goes
 * while it loads and hydrates, from a Chromium trace of the built site (dist/, or another build to compare with) at
 * Lighthouse's phone size, with no CPU slowdown. For each route (every route in the sitemap when none is given) it
 * lists each main-thread task longer than `--min` milliseconds, when it started after the page began parsing, and
 * what took its time: layout, style, paint, a module's evaluation, a script's function. At the bench's slowdown a task costs Total Blocking Time for the part
 * over 50 ms: at 7x, every task over about 7 ms here. It measures nothing the bench judges; it says where to look.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../find-browser.ts';
import { startStaticServer } from '../lib/static-server.ts';
import { sitemapRoutes } from './routes.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown>; fileName?: string };
}

/** The parts of a task worth naming; everything else inside it is left out of its summary. */
const parts = new Set([
  'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit',
  'Decode Image', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall',
  'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'MinorGC', 'MajorGC',
]);

const root = join(import.meta.dirname, '..', '..');
const { values, positionals } = parseArgs({ options: { min: { type: 'string' }, dist: { type: 'string' } }, allowPositionals: true });
const minMs = Number(values.min ?? 4);
const dist = resolve(values.dist ?? join(root, 'dist'));
const routes = positionals.length > 0 ? positionals : sitemapRoutes(readFileSync(join(dist, 'sitemap.xml'), 'utf8'));

/** The renderer main thread of the traced page: the thread that parsed HTML and ran scripts most. */
function mainThread(events: TraceEvent[]): string {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (['ParseHTML', 'FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'Layout'].includes(event.name)) {
      const key = `${event.pid}:${event.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const url = String(data.url ?? data.fileName ?? event.args?.fileName ?? '');
  const file = url.split('/').pop();
  const fn = typeof data.functionName === 'string' && data.functionName ? ` ${data.functionName}` : '';
  return `${event.name}${file ? ` ${file}` : ''}${fn}`;
}

const server = await startStaticServer(dist, { host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: findBrowser() ?? chromium.executablePath(), args: [...chromiumArgs, '--disable-gpu'] });
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'toplevel', 'loading'] });
    await page.goto(server.origin + route, { waitUntil: 'load' });
    // Polled from here: Playwright's waitForFunction would inject its own script into the page, a long task traced
    // as if it were the page's.
    // A copy without scripts (the bench's zero-JS page) never hydrates: it is done at `load`.
    const settled = () => document.documentElement.dataset.hydrated === 'true' || document.querySelector('script') === null;
    while (!(await page.evaluate(settled))) await new Promise((resolve) => setTimeout(resolve, 50));
    // What hydration scheduled after it (effects, the first idle work) is done within a second on this machine.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestIdleCallback(resolve), 1000)));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();

    const thread = mainThread(traceEvents);
    const events = traceEvents.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X');
    const start = events.find((event) => event.name === 'ParseHTML')?.ts ?? 0;
    // Lighthouse counts blocking time from the first contentful paint: a task before it costs FCP and LCP, not TBT.
    const firstPaint = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.ts >= start)?.ts;
    const tasks = events.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > minMs * 1000).sort((a, b) => a.ts - b.ts);
    const total = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
    const paintAt = firstPaint === undefined ? 'not seen' : `at ${((firstPaint - start) / 1000).toFixed(0)} ms`;
    console.log(`\n${route}: ${tasks.length} tasks over ${minMs} ms, ${total.toFixed(1)} ms in all; first contentful paint ${paintAt} (* marks the tasks ending after it)`);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const sums = new Map<string, number>();
      for (const event of events) {
        if (event === task || !parts.has(event.name) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
        sums.set(describe(event), (sums.get(describe(event)) ?? 0) + (event.dur ?? 0));
      }
      const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`);
      const afterPaint = firstPaint !== undefined && end > firstPaint ? '*' : ' ';
      console.log(`${afterPaint} ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms: ${((task.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  ${top.join(' | ')}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}

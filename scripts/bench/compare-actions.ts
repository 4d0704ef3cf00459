/**
 * `npx tsx scripts/bench/compare-actions.ts [--runs=3] [--slowdowns=4,6] [--actions=id,id] NAME=DIR [NAME=DIR ...]`:
 * the bench's actions (scripts/bench/interactions.ts; all of them, or those whose ids `--actions` names) on one or
 * more builds (each a dist/ directory), side by side at fixed CPU slowdowns. For each action and slowdown it runs every
 * build in turn, `--runs` times over, so a host that slows down slows every build alike; and the builds are timed on
 * the same simulated phone whatever the benchmark index reads meanwhile.
 *
 * It prints each action's time per build and slowdown (median and the runs) beside its bar, and the host's index read
 * around the runs. It judges nothing: the bars are `npm run bench`'s, at the calibrated slowdown. Use it to say what a
 * change bought, or where a build's actions start to miss their bars (docs/performance-measurement.md).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../find-browser.ts';
import { startStaticServer, type RunningServer } from '../lib/static-server.ts';
import { actions, interactionBars, measureAction } from './interactions.ts';
import { precompress } from './precompress.ts';
import { median } from './stats.ts';

const usage = 'Usage: tsx scripts/bench/compare-actions.ts [--runs=3] [--slowdowns=4,6] [--actions=id,id] NAME=DIR [NAME=DIR ...]';
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string' }, slowdowns: { type: 'string' }, actions: { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(values.runs ?? 3);
const slowdowns = (values.slowdowns ?? '4,6').split(',').map(Number);
const ids = values.actions?.split(',').filter(Boolean);
const chosen = ids ? actions.filter((action) => ids.includes(action.id)) : actions;
const unknown = ids?.filter((id) => !actions.some((action) => action.id === id)) ?? [];
const builds = positionals.map((arg) => {
  const at = arg.indexOf('=');
  return { name: arg.slice(0, at), dir: resolve(arg.slice(at + 1)) };
});
if (builds.length < 1 || builds.some((build) => !build.name || build.dir === resolve('')) || !(runs >= 1) || slowdowns.some((x) => !(x >= 1)) || unknown.length > 0) {
  if (unknown.length > 0) console.error(`No action with the id ${unknown.join(', ')}; the ids: ${actions.map((action) => action.id).join(', ')}`);
  console.error(usage);
  process.exit(2);
}

/** Each build served compressed from a copy, as `npm run bench` serves dist/. */
const work = mkdtempSync(join(tmpdir(), 'solvara-compare-actions-'));
const served: Array<{ name: string; server: RunningServer }> = [];
try {
  for (const build of builds) {
    const copy = join(work, `${served.length}`);
    cpSync(build.dir, copy, { recursive: true });
    precompress(copy);
    served.push({ name: build.name, server: await startStaticServer(copy, { host: '127.0.0.1', compressed: true }) });
  }
  const browser = await chromium.launch({ executablePath: findBrowser() ?? chromium.executablePath(), args: chromiumArgs });
  const rows: string[] = [];
  try {
    for (const action of chosen) {
      for (const slowdown of slowdowns) {
        const times = new Map<string, number[]>(served.map(({ name }) => [name, []]));
        // The host's index, read before and after every run: printed, not used, since the slowdown is fixed.
        const readings: number[] = [];
        for (let run = 1; run <= runs; run++) {
          for (const { name, server } of served) {
            try {
              const timing = await measureAction(browser, server.origin, action, readings, () => slowdown);
              times.get(name)!.push(timing.ms);
              console.error(`${action.id} ${slowdown}x ${name} run ${run}/${runs}: ${Math.round(timing.ms)} ms`);
            } catch (error) {
              console.error(`${action.id} ${slowdown}x ${name} run ${run}/${runs}: failed, ${(error as Error).message.split('\n')[0]}`);
            }
          }
        }
        const index = median(readings);
        const range = readings.length > 0 ? `${Math.round(Math.min(...readings))}–${Math.round(Math.max(...readings))}` : 'n/a';
        for (const { name } of served) {
          const ms = times.get(name)!;
          const middle = median(ms);
          rows.push(
            `| ${action.name} | ${action.route} (${action.viewport}) | ${name} | ${slowdown}x | ${middle === null ? 'n/a' : Math.round(middle)} | ${ms.map(Math.round).join(', ')} | ≤${interactionBars[action.kind]} | ${index === null ? 'n/a' : Math.round(index)} (${range}) |`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${chosen.length} action(s), ${runs} run(s) of each build at ${slowdowns.map((x) => `${x}x`).join(' and ')}\n`);
  console.log('| action | page | build | slowdown | median ms | runs ms | bar ms | host index (range) |');
  console.log('| --- | --- | --- | ---: | ---: | --- | ---: | --- |');
  for (const row of rows) console.log(row);
} finally {
  for (const { server } of served) await server.close();
  rmSync(work, { recursive: true, force: true });
}

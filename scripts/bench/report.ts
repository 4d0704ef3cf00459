/** Turns the bench's measurements into one markdown report and the list of quality bars missed. */
import { calibrationReadings, judgesMisses, steadiness, type Steadiness } from './calibration.ts';
import type { Action, ActionTiming } from './interactions.ts';
import { kB, type PageJs } from './js-bytes.ts';
import { categoryIds, type CategoryId, type FailingAudit, type RunSummary } from './lighthouse.ts';
import { finiteValues, interactionBars, lcpRatioLimit, median, tbtLimitMs, type LcpComparison } from './stats.ts';

export interface LighthouseResult {
  full: RunSummary[];
  zeroJs: RunSummary[];
  /** Median score per category over the full-site runs. */
  scores: Record<CategoryId, number | null>;
  /** Medians of the full-site runs' lab FCP and TBT. */
  fcpMs: number | null;
  tbtMs: number | null;
  lcp: LcpComparison;
  /** Whether the host held still through the route's runs, so its figures can be judged. */
  host: Steadiness;
  /** Failing audits of the full-site runs, with how many runs each failed in. */
  failing: Array<FailingAudit & { runs: number }>;
}

export interface RouteResult {
  route: string;
  lighthouse?: LighthouseResult;
  js?: PageJs;
}

/** Median category scores and merged failing audits over several runs of one page. */
export function combineRuns(full: RunSummary[]): Pick<LighthouseResult, 'scores' | 'failing' | 'fcpMs' | 'tbtMs'> {
  const scores = {} as Record<CategoryId, number | null>;
  for (const category of categoryIds) {
    const value = median(full.map((run) => run.scores[category]));
    scores[category] = value === null ? null : Math.round(value);
  }
  const failing = new Map<string, FailingAudit & { runs: number }>();
  for (const run of full) {
    for (const audit of run.failing) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failing.get(key);
      if (seen) {
        seen.runs += 1;
        seen.score = Math.min(seen.score, audit.score);
        for (const node of audit.nodes ?? []) if (!seen.nodes?.includes(node)) seen.nodes = [...(seen.nodes ?? []), node];
      } else failing.set(key, { ...audit, runs: 1 });
    }
  }
  return { scores, failing: [...failing.values()], fcpMs: median(full.map((run) => run.fcpMs)), tbtMs: median(full.map((run) => run.tbtMs)) };
}

const dash = '–';
const ms = (value: number | null) => (value === null ? dash : String(Math.round(value)));
/** A median with the range of the runs it came from, `1734 (1690–1800)`; the range is left out when all runs agree. */
export function withSpread(value: number | null, runs: ReadonlyArray<number | null>, format: (value: number) => string = (v) => String(Math.round(v))): string {
  if (value === null) return dash;
  const values = finiteValues(runs);
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return values.length > 1 && low !== high ? `${format(value)} (${low}–${high})` : format(value);
}
/** The host's speed over a route's or an action's runs and the slowdown it was given: `1412 (1180–1650), 3.5x`. */
export function describeHost(host: Steadiness, slowdowns: ReadonlyArray<number | null>): string {
  if (host.medianIndex === null || host.lowerQuartile === null || host.upperQuartile === null) return dash;
  const slowdown = withSpread(median(slowdowns), slowdowns, (v) => `${v.toFixed(1)}x`);
  const judged = host.onlyMisses ? ' MISSES ONLY' : host.unjudged ? ' NOT JUDGED' : '';
  return `${Math.round(host.medianIndex)} (${Math.round(host.lowerQuartile)}–${Math.round(host.upperQuartile)}), ${slowdown}${judged}`;
}

const kb = (bytes: number) => (bytes / kB).toFixed(1);
/** Two decimals, or three where two would round onto the limit (1.152 is not "1.15", which passes). */
export const formatRatio = (value: number) => (value.toFixed(2) === lcpRatioLimit.toFixed(2) && value !== lcpRatioLimit ? value.toFixed(3) : value.toFixed(2));
/** Milliseconds, with one decimal where rounding would land on the TBT limit (50.4 is not "50", which passes). */
export const formatTbt = (value: number) => (Math.round(value) === tbtLimitMs && value > tbtLimitMs ? value.toFixed(1) : String(Math.round(value)));
const shortNames: Record<CategoryId, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };

/** Figures that depend on the host's speed: judged only when the host held still through the route's runs. */
const timed = (category: CategoryId) => category === 'performance';

/** The bars one route misses, as short phrases (the timed ones only when its host held still). */
export function missedBars(result: RouteResult): string[] {
  const missed: string[] = [];
  const lh = result.lighthouse;
  if (lh) {
    const judged = judgesMisses(lh.host);
    for (const category of categoryIds) {
      if (timed(category) && !judged) continue;
      const score = lh.scores[category];
      if (score === null) missed.push(`${shortNames[category]} not scored`);
      else if (score < 100) missed.push(`${shortNames[category]} ${score} < 100`);
    }
    if (judged) {
      if (lh.lcp.pass === null) missed.push('LCP ratio not measured');
      // Every run's LCP, not only the medians: a level jump in either copy (docs/performance-measurement.md) reads
      // differently from a page that got slower.
      else if (!lh.lcp.pass) {
        const runs = (summaries: RunSummary[]) => summaries.map((run) => ms(run.lcpMs)).join(', ');
        missed.push(`LCP ratio ${formatRatio(lh.lcp.ratio ?? 0)} > ${lcpRatioLimit} (LCP per run: ${runs(lh.full)} ms; zero-JS ${runs(lh.zeroJs)} ms)`);
      }
      if (lh.tbtMs === null) missed.push('TBT not measured');
      else if (lh.tbtMs > tbtLimitMs) missed.push(`TBT ${formatTbt(lh.tbtMs)} ms > ${tbtLimitMs} ms`);
    }
  }
  if (result.js?.external.length) missed.push(`scripts from other origins: ${result.js.external.join(', ')}`);
  if (result.js && result.js.gzipBytes / kB > result.js.budgetKb) missed.push(`JS ${kb(result.js.gzipBytes)} kB gzip > ${result.js.budgetKb} kB`);
  return missed;
}

export interface Report {
  markdown: string;
  missed: Array<{ route: string; bars: string[] }>;
  /** Routes or actions whose timed figures were not judged, and why: the host was too slow or moved. */
  unjudged: Array<{ route: string; reason: string }>;
  summary: string;
}

export function buildReport(results: RouteResult[], runs: number, notes: string[] = []): Report {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'LCP zero-JS ms', 'LCP ratio', 'TBT ms', 'TBT zero-JS ms', 'JS gzip kB', 'budget kB', 'host index, slowdown'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 || i === header.length - 1 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const result of results) {
    const lh = result.lighthouse;
    const judged = !!lh && lh.host.unjudged === null;
    const verdict = (pass: boolean) => (!pass && !!lh && judgesMisses(lh.host) ? ' FAIL' : judged ? ' ok' : '');
    const scoreCells = categoryIds.map((category) => {
      const score = lh?.scores[category];
      if (!lh || score === null || score === undefined) return dash;
      return withSpread(score, lh.full.map((run) => run.scores[category]));
    });
    const ratioCell = !lh || lh.lcp.ratio === null ? dash : `${formatRatio(lh.lcp.ratio)}${verdict(lh.lcp.pass === true)}`;
    const tbtCell = !lh || lh.tbtMs === null ? dash : `${withSpread(lh.tbtMs, lh.full.map((run) => run.tbtMs), formatTbt)}${verdict(lh.tbtMs <= tbtLimitMs)}`;
    const js = result.js;
    const jsCell = js ? kb(js.gzipBytes) : dash;
    const budgetCell = js ? `${js.gzipBytes / kB > js.budgetKb ? 'OVER' : 'ok'} ≤${js.budgetKb}` : dash;
    const zeroTbt = lh?.zeroJs.map((run) => run.tbtMs) ?? [];
    const cells = [
      result.route,
      ...scoreCells,
      lh ? withSpread(lh.fcpMs, lh.full.map((run) => run.fcpMs)) : dash,
      lh ? withSpread(lh.lcp.full, lh.full.map((run) => run.lcpMs)) : dash,
      lh ? withSpread(lh.lcp.zeroJs, lh.zeroJs.map((run) => run.lcpMs)) : dash,
      ratioCell,
      tbtCell,
      lh ? withSpread(median(zeroTbt), zeroTbt) : dash,
      jsCell,
      budgetCell,
      lh ? describeHost(lh.host, [...lh.full, ...lh.zeroJs].map((run) => run.calibration?.slowdown ?? null)) : dash,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }

  const withLh = results.filter((r) => r.lighthouse);
  const judged = withLh.filter((r) => r.lighthouse?.host.unjudged === null);
  const onlyMisses = withLh.filter((r) => r.lighthouse?.host.onlyMisses);
  const withJs = results.filter((r) => r.js);
  const allHundred = withLh.filter((r) => categoryIds.every((c) => r.lighthouse?.scores[c] === 100)).length;
  const lcpPass = judged.filter((r) => r.lighthouse?.lcp.pass === true).length;
  const jsPass = withJs.filter((r) => !r.js?.overBudget).length;
  const tbtPass = judged.filter((r) => r.lighthouse?.tbtMs !== null && (r.lighthouse?.tbtMs ?? Infinity) <= tbtLimitMs).length;
  const missed = results.map((r) => ({ route: r.route, bars: missedBars(r) })).filter((m) => m.bars.length > 0);
  // A route judged on its misses only is not judged when it missed nothing.
  const unjudged = withLh.flatMap((r) => {
    const host = r.lighthouse?.host;
    if (!host?.unjudged || (host.onlyMisses && missed.some((m) => m.route === r.route))) return [];
    return [{ route: r.route, reason: host.unjudged }];
  });
  const verdict = missed.length > 0 ? `bars missed on ${missed.length} route(s)` : unjudged.length > 0 ? `no bar missed, ${unjudged.length} route(s) not judged` : 'all bars met';
  const summary =
    `Summary: Lighthouse mobile preset, CPU slowdown calibrated per run, on ${withLh.length} route(s), median of ${runs} run(s) each for the full site and the zero-JS copy ` +
    `(in brackets: the lowest and highest run); host steady enough to judge the timed figures on ${judged.length}/${withLh.length}` +
    `${onlyMisses.length ? ` (and their misses only on ${onlyMisses.length}, where it was faster than the calculator's range)` : ''}; ` +
    `100 in all four categories on ${allHundred}/${withLh.length}; lab LCP ratio ≤ ${lcpRatioLimit} on ${lcpPass}/${judged.length}; ` +
    `TBT ≤ ${tbtLimitMs} ms on ${tbtPass}/${judged.length}; ` +
    `first-load JS within budget on ${jsPass}/${withJs.length} page(s) (measured in the browser; kB = 1000 bytes, gzip -9, inline scripts not counted); ` +
    `${verdict}.`;

  const failingLines: string[] = [];
  for (const result of withLh) {
    for (const audit of result.lighthouse?.failing ?? []) {
      const detail = [audit.displayValue, `score ${audit.score}`, runs > 1 ? `in ${audit.runs}/${runs} runs` : undefined].filter(Boolean).join('; ');
      failingLines.push(`- ${result.route} [${audit.category}] ${audit.id} — ${audit.title} (${detail})`);
      for (const node of audit.nodes ?? []) failingLines.push(`  - \`${node}\``);
    }
    for (const run of [...(result.lighthouse?.full ?? []), ...(result.lighthouse?.zeroJs ?? [])]) {
      if (run.runtimeError) failingLines.push(`- ${result.route} runtime error on ${run.url}: ${run.runtimeError}`);
    }
    // Where the blocking time came from: the longest tasks of the run whose TBT is the median.
    const lh = result.lighthouse;
    const medianRun = lh?.tbtMs === null || lh?.tbtMs === undefined ? undefined : lh.full.find((run) => run.tbtMs === lh.tbtMs);
    if (lh && lh.tbtMs !== null && lh.tbtMs > tbtLimitMs && medianRun?.longTasks?.length) {
      const tasks = medianRun.longTasks.map((task) => `${/^https?:/.test(task.url) ? new URL(task.url).pathname : task.url} ${task.durationMs} ms at ${task.startMs} ms`);
      failingLines.push(`- ${result.route} TBT ${formatTbt(lh.tbtMs)} ms; the longest tasks of its median run: ${tasks.join('; ')}`);
    }
  }
  const missedLines = missed.map((m) => `- ${m.route}: ${m.bars.join(', ')}`);
  const unjudgedLines = unjudged.map((u) => `- ${u.route}: ${u.reason}`);
  const markdown = [
    ...lines,
    '',
    summary,
    ...notes,
    '',
    failingLines.length ? 'Failing audits (full site, categories below 100):' : 'Failing audits: none.',
    ...failingLines,
    ...(missedLines.length ? ['', 'Bars missed:', ...missedLines] : []),
    ...(unjudgedLines.length ? ['', 'Not judged (performance, LCP ratio and TBT), and why:', ...unjudgedLines] : []),
  ].join('\n');
  return { markdown, missed, unjudged, summary };
}

export interface InteractionResult {
  action: Pick<Action, 'name' | 'route' | 'kind' | 'viewport'>;
  runs: ActionTiming[];
  /** Median over the runs, in ms. */
  ms: number | null;
  bar: number;
  pass: boolean;
  /** Whether the host held still through the action's runs, so its time can be judged. */
  host: Steadiness;
}

/** The median of an action's runs against its bar (a failed run has no time and fails the action). */
export function combineInteraction(action: InteractionResult['action'], runs: Array<ActionTiming | null>): InteractionResult {
  const bar = interactionBars[action.kind];
  const timed = runs.filter((run): run is ActionTiming => run !== null);
  const ms = timed.length === runs.length ? median(timed.map((run) => run.ms)) : null;
  return { action, runs: timed, ms, bar, pass: ms !== null && ms <= bar, host: steadiness(timed.flatMap(calibrationReadings)) };
}

/** The interactions table: each action's median and runs, its bar, the host, and the interactions' parts in the worst run. */
export function buildInteractionReport(results: InteractionResult[], runs: number): Report {
  const header = ['action', 'page', 'width', 'median ms', 'runs ms', 'bar ms', '', 'host index, slowdown'];
  const lines = [`| ${header.join(' | ')} |`, `| --- | --- | --- | ---: | ---: | ---: | --- | --- |`];
  for (const result of results) {
    const { action } = result;
    const perRun = result.runs.map((run) => String(Math.round(run.ms))).join(', ') || dash;
    const verdict = !result.pass && judgesMisses(result.host) ? 'FAIL' : result.host.unjudged ? 'not judged' : 'ok';
    const host = describeHost(result.host, result.runs.map((run) => run.calibration.slowdown));
    lines.push(`| ${action.name} | ${action.route} | ${action.viewport} | ${ms(result.ms)} | ${perRun} | ≤${result.bar} | ${verdict} | ${host} |`);
  }
  const missed = results
    .filter((result) => !result.pass && judgesMisses(result.host))
    .map((result) => ({
      route: result.action.route,
      bars: [result.ms === null ? `${result.action.name}: not measured in every run` : `${result.action.name}: ${Math.round(result.ms)} ms > ${result.bar} ms`],
    }));
  const unjudged = results.flatMap((result) =>
    result.host.unjudged && (result.pass || !result.host.onlyMisses) ? [{ route: `${result.action.name} (${result.action.route})`, reason: result.host.unjudged }] : [],
  );
  const passed = results.filter((result) => result.pass && !result.host.unjudged).length;
  const slowdowns = results.flatMap((result) => result.runs.map((run) => run.calibration.slowdown));
  const summary =
    `Summary: ${results.length} interaction(s) with the CPU slowed as calibrated for the host's measured speed ` +
    `(${withSpread(median(slowdowns), slowdowns, (v) => `${v.toFixed(1)}x`)}; 4x on a host of benchmark index 1,533), median of ${runs} run(s) each, on fresh hydrated pages; ` +
    `widgets ≤ ${interactionBars.widget} ms, a typed key ≤ ${interactionBars.typing} ms, a move to another page ≤ ${interactionBars.navigation} ms from click to its heading on screen; ` +
    `${passed}/${results.length} within their bar${unjudged.length ? `, ${unjudged.length} not judged (why: below)` : ''}.`;
  const worst = results.flatMap((result) => {
    const run = [...result.runs].sort((a, b) => b.ms - a.ms)[0];
    if (!run || run.interactions.length === 0) return [];
    const parts = run.interactions.map((entry) => `${entry.name} ${Math.round(entry.duration)} ms (input delay ${entry.delay}, handlers ${entry.processing})`);
    return [`- ${result.action.name}: ${parts.join('; ')}`];
  });
  const markdown = [
    ...lines,
    '',
    summary,
    'A widget or key: the longest Event Timing interaction (input to next paint; 0 = every one under 16 ms). Slowest run of each, by interaction:',
    ...worst,
    ...(missed.length ? ['', 'Bars missed:', ...missed.map((m) => `- ${m.bars.join(', ')}`)] : []),
    ...(unjudged.length ? ['', 'Not judged, and why:', ...unjudged.map((u) => `- ${u.route}: ${u.reason}`)] : []),
  ].join('\n');
  return { markdown, missed, unjudged, summary };
}

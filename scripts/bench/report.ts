/** Turns the bench's measurements into one markdown report and the list of quality bars missed. */
import type { Action, ActionTiming } from './interactions.ts';
import { kB, type PageJs } from './js-bytes.ts';
import { categoryIds, type CategoryId, type FailingAudit, type RunSummary } from './lighthouse.ts';
import { interactionBars, lcpRatioLimit, median, tbtLimitMs, type LcpComparison } from './stats.ts';

export interface LighthouseResult {
  full: RunSummary[];
  zeroJs: RunSummary[];
  /** Median score per category over the full-site runs. */
  scores: Record<CategoryId, number | null>;
  /** Medians of the full-site runs' lab FCP and TBT. */
  fcpMs: number | null;
  tbtMs: number | null;
  lcp: LcpComparison;
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
const kb = (bytes: number) => (bytes / kB).toFixed(1);
/** Two decimals, or three where two would round onto the limit (1.152 is not "1.15", which passes). */
export const formatRatio = (value: number) => (value.toFixed(2) === lcpRatioLimit.toFixed(2) && value !== lcpRatioLimit ? value.toFixed(3) : value.toFixed(2));
/** Milliseconds, with one decimal where rounding would land on the TBT limit (50.4 is not "50", which passes). */
export const formatTbt = (value: number) => (Math.round(value) === tbtLimitMs && value > tbtLimitMs ? value.toFixed(1) : String(Math.round(value)));
const shortNames: Record<CategoryId, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };

/** The bars one route misses, as short phrases. */
export function missedBars(result: RouteResult): string[] {
  const missed: string[] = [];
  const lh = result.lighthouse;
  if (lh) {
    for (const category of categoryIds) {
      const score = lh.scores[category];
      if (score === null) missed.push(`${shortNames[category]} not scored`);
      else if (score < 100) missed.push(`${shortNames[category]} ${score} < 100`);
    }
    if (lh.lcp.pass === null) missed.push('LCP ratio not measured');
    // Every run's LCP, not only the medians: a level jump in either copy (README, `npm run bench`) reads differently from a page that got slower.
    else if (!lh.lcp.pass) {
      const runs = (summaries: RunSummary[]) => summaries.map((run) => ms(run.lcpMs)).join(', ');
      missed.push(`LCP ratio ${formatRatio(lh.lcp.ratio ?? 0)} > ${lcpRatioLimit} (LCP per run: ${runs(lh.full)} ms; zero-JS ${runs(lh.zeroJs)} ms)`);
    }
    if (lh.tbtMs === null) missed.push('TBT not measured');
    else if (lh.tbtMs > tbtLimitMs) missed.push(`TBT ${formatTbt(lh.tbtMs)} ms > ${tbtLimitMs} ms`);
  }
  if (result.js?.external.length) missed.push(`scripts from other origins: ${result.js.external.join(', ')}`);
  if (result.js && result.js.gzipBytes / kB > result.js.budgetKb) missed.push(`JS ${kb(result.js.gzipBytes)} kB gzip > ${result.js.budgetKb} kB`);
  return missed;
}

export interface Report {
  markdown: string;
  missed: Array<{ route: string; bars: string[] }>;
  summary: string;
}

export function buildReport(results: RouteResult[], runs: number, notes: string[] = []): Report {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'LCP zero-JS ms', 'LCP ratio', 'TBT ms', 'TBT zero-JS ms', 'JS gzip kB', 'budget kB'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const result of results) {
    const lh = result.lighthouse;
    const scoreCells = categoryIds.map((category) => (lh ? String(lh.scores[category] ?? dash) : dash));
    const ratioCell = !lh || lh.lcp.ratio === null ? dash : `${formatRatio(lh.lcp.ratio)} ${lh.lcp.pass ? 'ok' : 'FAIL'}`;
    const tbtCell = !lh || lh.tbtMs === null ? dash : `${formatTbt(lh.tbtMs)}${lh.tbtMs > tbtLimitMs ? ' FAIL' : ''}`;
    const js = result.js;
    const jsCell = js ? kb(js.gzipBytes) : dash;
    const budgetCell = js ? `${js.gzipBytes / kB > js.budgetKb ? 'OVER' : 'ok'} ≤${js.budgetKb}` : dash;
    const cells = [
      result.route,
      ...scoreCells,
      lh ? ms(lh.fcpMs) : dash,
      lh ? ms(lh.lcp.full) : dash,
      lh ? ms(lh.lcp.zeroJs) : dash,
      ratioCell,
      tbtCell,
      lh ? ms(median(lh.zeroJs.map((run) => run.tbtMs))) : dash,
      jsCell,
      budgetCell,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }

  const withLh = results.filter((r) => r.lighthouse);
  const withJs = results.filter((r) => r.js);
  const allHundred = withLh.filter((r) => categoryIds.every((c) => r.lighthouse?.scores[c] === 100)).length;
  const lcpPass = withLh.filter((r) => r.lighthouse?.lcp.pass === true).length;
  const jsPass = withJs.filter((r) => !r.js?.overBudget).length;
  const tbtPass = withLh.filter((r) => r.lighthouse?.tbtMs !== null && (r.lighthouse?.tbtMs ?? Infinity) <= tbtLimitMs).length;
  const missed = results.map((r) => ({ route: r.route, bars: missedBars(r) })).filter((m) => m.bars.length > 0);
  const summary =
    `Summary: Lighthouse mobile preset on ${withLh.length} route(s), median of ${runs} run(s) each for the full site and the zero-JS copy; ` +
    `100 in all four categories on ${allHundred}/${withLh.length}; lab LCP ratio ≤ ${lcpRatioLimit} on ${lcpPass}/${withLh.length}; ` +
    `TBT ≤ ${tbtLimitMs} ms on ${tbtPass}/${withLh.length}; ` +
    `first-load JS within budget on ${jsPass}/${withJs.length} page(s) (measured in the browser; kB = 1000 bytes, gzip -9, inline scripts not counted); ` +
    `${missed.length === 0 ? 'all bars met' : `bars missed on ${missed.length} route(s)`}.`;

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
  }
  const missedLines = missed.map((m) => `- ${m.route}: ${m.bars.join(', ')}`);
  const markdown = [
    ...lines,
    '',
    summary,
    ...notes,
    '',
    failingLines.length ? 'Failing audits (full site, categories below 100):' : 'Failing audits: none.',
    ...failingLines,
    ...(missedLines.length ? ['', 'Bars missed:', ...missedLines] : []),
  ].join('\n');
  return { markdown, missed, summary };
}

export interface InteractionResult {
  action: Pick<Action, 'name' | 'route' | 'kind' | 'viewport'>;
  runs: ActionTiming[];
  /** Median over the runs, in ms. */
  ms: number | null;
  bar: number;
  pass: boolean;
}

/** The median of an action's runs against its bar (a failed run has no time and fails the action). */
export function combineInteraction(action: InteractionResult['action'], runs: Array<ActionTiming | null>): InteractionResult {
  const bar = interactionBars[action.kind];
  const timed = runs.filter((run): run is ActionTiming => run !== null);
  const ms = timed.length === runs.length ? median(timed.map((run) => run.ms)) : null;
  return { action, runs: timed, ms, bar, pass: ms !== null && ms <= bar };
}

/** The interactions table: each action's median and runs, its bar, and the interactions' parts in the worst run. */
export function buildInteractionReport(results: InteractionResult[], runs: number, cpuSlowdown: number): Report {
  const header = ['action', 'page', 'width', 'median ms', 'runs ms', 'bar ms', ''];
  const lines = [`| ${header.join(' | ')} |`, `| --- | --- | --- | ---: | ---: | ---: | --- |`];
  for (const result of results) {
    const { action } = result;
    const perRun = result.runs.map((run) => String(Math.round(run.ms))).join(', ') || dash;
    lines.push(
      `| ${action.name} | ${action.route} | ${action.viewport} | ${ms(result.ms)} | ${perRun} | ≤${result.bar} | ${result.pass ? 'ok' : 'FAIL'} |`,
    );
  }
  const missed = results
    .filter((result) => !result.pass)
    .map((result) => ({
      route: result.action.route,
      bars: [result.ms === null ? `${result.action.name}: not measured in every run` : `${result.action.name}: ${Math.round(result.ms)} ms > ${result.bar} ms`],
    }));
  const passed = results.length - missed.length;
  const summary =
    `Summary: ${results.length} interaction(s) at ${cpuSlowdown}x CPU slowdown, median of ${runs} run(s) each, on fresh hydrated pages; ` +
    `widgets ≤ ${interactionBars.widget} ms, a typed key ≤ ${interactionBars.typing} ms, a move to another page ≤ ${interactionBars.navigation} ms from click to its heading on screen; ` +
    `${passed}/${results.length} within their bar.`;
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
  ].join('\n');
  return { markdown, missed, summary };
}

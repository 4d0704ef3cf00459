/**
 * Lighthouse runs with the default (mobile) config, mobile emulation and simulated throttling, in a headless
 * Chromium the bench keeps open for a route's runs, with Lighthouse's benchmark in a page of the same browser
 * between runs. A run is gathered first and audited later: Lighthouse's simulated throttling applies the CPU
 * slowdown only when it audits, so the bench audits a route's runs once it knows the host's speed over all of them
 * (scripts/bench/calibration.ts), as Lighthouse's own gather and audit modes (-G, -A) allow.
 */
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { measureBenchmarkIndex, type Calibration } from './calibration.ts';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** The first elements the audit flags (an accessibility audit's nodes), so a failure says where to look. */
  nodes?: string[];
}

export interface RunSummary {
  url: string;
  /** 0–100 per category, null when Lighthouse could not score it. */
  scores: Record<CategoryId, number | null>;
  /** Lighthouse's lab values (simulated throttling): what it scores. */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Lighthouse's own measure of the host CPU's speed (higher is faster), taken as the run started. */
  benchmarkIndex: number | null;
  /** The bench's readings around the run and the CPU slowdown it set; absent when the run never started. */
  calibration?: Calibration;
  /** Weighted audits scoring below 1 in categories scoring below 100. */
  failing: FailingAudit[];
  /** The run's longest main-thread tasks at its slowdown (Lighthouse's long-tasks audit): where TBT comes from. */
  longTasks?: Array<{ url: string; startMs: number; durationMs: number }>;
  runtimeError?: string;
  warnings: string[];
}

/** The parts of a Lighthouse result this tool reads. */
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; displayValue?: string; details?: { items?: Array<Record<string, unknown>> } } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment?: { benchmarkIndex?: number };
}

/** An audit item's element as `snippet (first line of the explanation)`, or null when the item names none. */
function describeNode(item: Record<string, unknown>): string | null {
  const node = item.node as { snippet?: unknown; explanation?: unknown } | undefined;
  if (typeof node?.snippet !== 'string') return null;
  const why = typeof node.explanation === 'string' ? node.explanation.split('\n').find((line) => line.trim() && !/^Fix any/.test(line))?.trim() : undefined;
  return why ? `${node.snippet} (${why})` : node.snippet;
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reduces a Lighthouse result to scores, lab metrics and failing audits. */
export function summarize(url: string, lhr: Lhr): RunSummary {
  const scores = {} as Record<CategoryId, number | null>;
  const failing: FailingAudit[] = [];
  for (const category of categoryIds) {
    const result = lhr.categories[category];
    const score = result?.score ?? null;
    scores[category] = score === null ? null : Math.round(score * 100);
    if (!result || score === null || score >= 1) continue;
    for (const ref of result.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight <= 0 || audit.score === null || audit.score >= 1) continue;
      const nodes = (audit.details?.items ?? []).flatMap((item) => describeNode(item) ?? []).slice(0, 3);
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(nodes.length ? { nodes } : {}),
      });
    }
  }
  const lab = (id: string) => {
    const audit = lhr.audits[id];
    return audit && audit.score !== null ? numberOrNull(audit.numericValue) : null;
  };
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).flatMap((item) =>
    typeof item.url === 'string' && typeof item.duration === 'number' && typeof item.startTime === 'number'
      ? [{ url: item.url, startMs: Math.round(item.startTime), durationMs: Math.round(item.duration) }]
      : [],
  );
  return {
    url,
    scores,
    ...(longTasks.length ? { longTasks: longTasks.slice(0, 5) } : {}),
    fcpMs: lab('first-contentful-paint'),
    lcpMs: lab('largest-contentful-paint'),
    tbtMs: lab('total-blocking-time'),
    benchmarkIndex: numberOrNull(lhr.environment?.benchmarkIndex),
    failing,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings,
  };
}

type Gathered = Awaited<ReturnType<typeof navigationGather>>;

/** One gathered run, to be audited at the slowdown the host's speed over the route's runs calls for. */
export interface GatheredRun {
  url: string;
  artifacts: Gathered['artifacts'];
  options: Gathered['runnerOptions'];
  /** Lighthouse's own reading of the host's speed, at the run's start. */
  benchmarkIndex: number | null;
  /** What Lighthouse says went wrong while gathering (a lost trace), or undefined. */
  runtimeError?: string;
}

/** A headless Chromium for Lighthouse runs, with Lighthouse's CPU benchmark a page away. */
export interface LighthouseBrowser {
  /** Lighthouse's CPU benchmark index of the host right now, measured in a fresh page of this browser. */
  benchmark(): Promise<number>;
  /** Gathers one run of `url`, with the mobile preset. */
  gather(url: string): Promise<GatheredRun>;
  close(): Promise<void>;
}

/** Starts Chromium at `chromePath` with the extra `chromeFlags`, for as many runs as the caller makes. */
export async function startLighthouseBrowser(chromePath: string, chromeFlags: string[]): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags], logLevel: 'silent' });
  let cdp: Browser | undefined;
  try {
    cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  } catch (error) {
    await chrome.kill();
    throw error;
  }
  const connected = cdp;
  return {
    async benchmark() {
      const context = connected.contexts()[0] ?? (await connected.newContext());
      const page = await context.newPage();
      try {
        return await measureBenchmarkIndex(page);
      } finally {
        await page.close();
      }
    },
    async gather(url) {
      const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
        flags: { port: chrome.port, logLevel: 'error', onlyCategories: [...categoryIds] },
      });
      const error = Runner.getArtifactRuntimeError(artifacts);
      return {
        url,
        artifacts,
        options: runnerOptions,
        benchmarkIndex: numberOrNull(artifacts.BenchmarkIndex),
        ...(error ? { runtimeError: `${error.code}: ${error.message}` } : {}),
      };
    },
    async close() {
      await connected.close().catch(() => undefined);
      await chrome.kill();
    },
  };
}

/** Audits a gathered run with the mobile preset's throttling at `cpuSlowdownMultiplier`. */
export async function audit(run: GatheredRun, cpuSlowdownMultiplier: number): Promise<RunSummary> {
  const { resolvedConfig } = run.options;
  const settings = { ...resolvedConfig.settings, throttling: { ...resolvedConfig.settings.throttling, cpuSlowdownMultiplier } };
  // Lighthouse refuses to audit with settings other than those gathered with, as most settings change what is
  // gathered; with simulated throttling the CPU slowdown does not (gathering runs unthrottled), so the gathered
  // settings are given the audit's slowdown too.
  const artifacts = { ...run.artifacts, settings };
  const result = await Runner.audit(artifacts, { resolvedConfig: { ...resolvedConfig, settings }, computedCache: new Map() });
  if (!result) throw new Error(`Lighthouse returned no result for ${run.url}`);
  return summarize(run.url, result.lhr as unknown as Lhr);
}

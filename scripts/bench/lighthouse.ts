/**
 * Lighthouse runs with the default (mobile) config, mobile emulation and simulated throttling, with the CPU slowdown
 * the bench calibrated for the run (scripts/bench/calibration.ts), in a headless Chromium the bench keeps open for
 * a route's runs, and Lighthouse's benchmark in a page of that same browser before and after each run.
 */
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
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
  return {
    url,
    scores,
    fcpMs: lab('first-contentful-paint'),
    lcpMs: lab('largest-contentful-paint'),
    tbtMs: lab('total-blocking-time'),
    benchmarkIndex: numberOrNull(lhr.environment?.benchmarkIndex),
    failing,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings,
  };
}

/** A headless Chromium for Lighthouse runs, with Lighthouse's CPU benchmark a page away. */
export interface LighthouseBrowser {
  /** Lighthouse's CPU benchmark index of the host right now, measured in a fresh page of this browser. */
  benchmark(): Promise<number>;
  /** One Lighthouse run of `url` at `cpuSlowdownMultiplier`, the mobile preset's network throttling unchanged. */
  run(url: string, cpuSlowdownMultiplier: number): Promise<RunSummary>;
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
    async run(url, cpuSlowdownMultiplier) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categoryIds],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return summarize(url, result.lhr as unknown as Lhr);
    },
    async close() {
      await connected.close().catch(() => undefined);
      await chrome.kill();
    },
  };
}

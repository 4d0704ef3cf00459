/**
 * One Lighthouse run with the default (mobile) config: mobile emulation and simulated throttling, in a fresh
 * headless Chromium launched by chrome-launcher for this run only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
  /** Lighthouse's measure of the host CPU's speed (higher is faster), which its fixed 4x slowdown multiplies. */
  benchmarkIndex: number | null;
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

/** Runs Lighthouse once on `url` in a new Chromium at `chromePath` with the extra `chromeFlags`. */
export async function runLighthouse(url: string, chromePath: string, chromeFlags: string[]): Promise<RunSummary> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromeFlags], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categoryIds] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return summarize(url, result.lhr as unknown as Lhr);
  } finally {
    await chrome.kill();
  }
}

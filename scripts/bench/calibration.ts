/**
 * Calibrates the simulated phone to the host, so a figure describes the site and not the machine it was taken on.
 *
 * Lighthouse's mobile preset multiplies the main-thread work it observes by a fixed 4, which stands for its target
 * phone only on a host whose CPU benchmark index is about 1,533. This project's two-core machines read anywhere from
 * about 1,000 to 3,000 within minutes, so a fixed 4 turns the same page into different phones. Lighthouse documents the remedy:
 * measure the host's benchmark index and take the CPU slowdown from its throttling calculator
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs/throttling.md).
 * The bench reads the index with Lighthouse's own benchmark between runs, takes the slowdown from the median of the
 * readings around a route's runs (Lighthouse's `throttling.cpuSlowdownMultiplier`, applied when the runs are
 * audited) or around an action's (`Emulation.setCPUThrottlingRate`), and judges the figures only when the host
 * held still while they were taken. A host faster than the calculator's range is measured at the least slowdown it
 * could need, and judged on what it misses there.
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { finiteValues, median } from './stats.ts';

/**
 * Lighthouse's throttling calculator: the CPU slowdown that makes a host of `benchmarkIndex` its mobile target, or
 * null under its lowest tier (150), where the host is too slow to emulate the target at all.
 */
export function slowdownFor(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/**
 * The calculator's own uncertainty around its slowdown, which its page prints beside the figure: ±0.25x below an
 * index of 800, ±0.75x below 1,300, and above it growing with the distance from 3x.
 */
export function slowdownRange(benchmarkIndex: number): { low: number; high: number } | null {
  const slowdown = slowdownFor(benchmarkIndex);
  if (slowdown === null) return null;
  const width = benchmarkIndex >= 1300 ? Math.max(slowdown - 3, 1.5, slowdown * 0.3) : benchmarkIndex >= 800 ? 1.5 : 0.5;
  return { low: slowdown - width / 2, high: slowdown + width / 2 };
}

/**
 * The fastest host the calculator speaks for: the top of the fastest class in Lighthouse's table of benchmark indexes
 * (its docs/throttling.md: a high-end desktop, 1,500–2,000) and the calculator's last point, 6x. Past it the
 * calculator only extends its line, and the index no longer follows page work: the slowdown it gives describes a
 * slower phone than Lighthouse's (docs/performance-measurement.md, "A host faster than the calculator's range").
 */
export const fastestCalibratedIndex = 2000;

/**
 * The slowdown a host faster than the calculator's range is measured at: the low end of the calculator's range at its
 * last point (4.5x at 2,000), rounded down to a tenth. Such a host needs at least that, and every timed figure only
 * gets worse with the slowdown, so a bar missed there is missed on the phone the host stands for; a bar met there says
 * nothing.
 */
export const fastHostSlowdown = Math.floor((slowdownRange(fastestCalibratedIndex)?.low ?? 0) * 10) / 10;

/**
 * The slowdown figures are taken at for a host of `benchmarkIndex`: the calculator's, or `fastHostSlowdown` past its
 * range; null under its lowest tier.
 */
export function measuredSlowdown(benchmarkIndex: number): number | null {
  return benchmarkIndex > fastestCalibratedIndex ? fastHostSlowdown : slowdownFor(benchmarkIndex);
}

/**
 * How unsteady the host may be through one route's or action's runs and still be judged. A single reading of the
 * index is rough: on a quiet two-core machine of this project's kind, readings a few seconds apart spread over
 * 1,050–2,750, with their middle half within 40% of their median. So the slowdown comes from the median of all the
 * readings around a route's runs, not from one, and the host is unsteady when their middle half spreads wider than
 * `steadySpread` of the median, or when the first half of the readings and the second differ by more than
 * `steadyDrift` (a build or a browser started, or stopped, beside the bench).
 */
export const steadySpread = 0.6;
export const steadyDrift = 0.25;

/**
 * Exit code of a bench that missed no bar it could judge but could not judge some: the host was too slow or too fast
 * to calibrate, unsteady or busy.
 */
export const hostNotJudgedExitCode = 3;

/** Lighthouse's CPU benchmark (about a second of work), run in `page` as Lighthouse runs it before each audit. */
export function measureBenchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}

/** What the host was doing around one run: its speed before and after, the slowdown it was judged at and the load. */
export interface Calibration {
  /** Benchmark index just before the run. */
  indexBefore: number;
  /** Benchmark index just after the run. */
  indexAfter: number;
  /** The CPU slowdown the run was judged at, or null when the host was under the calculator's lowest tier. */
  slowdown: number | null;
  /** The machine's 1-minute load average when the run ended. */
  load: number;
}

export interface Steadiness {
  /** Median, first and third quartile of the readings. */
  medianIndex: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
  /** Median of the readings' first half and of their second, in the order they were taken. */
  firstHalf: number | null;
  secondHalf: number | null;
  /** Why the figures cannot be judged (or only a missed bar can), or null when they can. */
  unjudged: string | null;
  /**
   * The host was steady but faster than the calculator's range, and the figures were taken at `fastHostSlowdown`: a
   * missed bar is judged, a met one is not.
   */
  onlyMisses: boolean;
}

/** The value `fraction` of the way through `sorted` (ascending), interpolated. */
function quantile(sorted: number[], fraction: number): number {
  const at = (sorted.length - 1) * fraction;
  const low = Math.floor(at);
  return (sorted[low] ?? 0) + ((sorted[Math.ceil(at)] ?? 0) - (sorted[low] ?? 0)) * (at - low);
}

/**
 * Whether the host held still through a route's runs, from its readings in the order they were taken: the median
 * within the calculator's range (150 to `fastestCalibratedIndex`), the middle half within `steadySpread` of the
 * median, and the two halves' medians within `steadyDrift` of each other. A steady host over the range is judged on
 * its misses only.
 */
export function steadiness(readings: ReadonlyArray<number | null>): Steadiness {
  const values = finiteValues(readings);
  const sorted = [...values].sort((a, b) => a - b);
  const medianIndex = median(values);
  if (medianIndex === null) {
    return { medianIndex, lowerQuartile: null, upperQuartile: null, firstHalf: null, secondHalf: null, unjudged: 'no benchmark index was measured', onlyMisses: false };
  }
  const lowerQuartile = quantile(sorted, 0.25);
  const upperQuartile = quantile(sorted, 0.75);
  const half = Math.floor(values.length / 2);
  const firstHalf = median(values.slice(0, Math.max(half, 1)));
  const secondHalf = median(values.slice(half));
  const range = `benchmark index ${Math.round(medianIndex)}, middle half ${Math.round(lowerQuartile)}–${Math.round(upperQuartile)}`;
  let unjudged: string | null = null;
  let onlyMisses = false;
  const slowdown = slowdownFor(medianIndex);
  if (slowdown === null) {
    unjudged = `the host was too slow to calibrate (${range}; Lighthouse's lowest tier is 150)`;
  } else if (upperQuartile - lowerQuartile > steadySpread * medianIndex) {
    unjudged = `the host's speed was too unsteady (${range}, wider than ${Math.round(steadySpread * 100)}% of the median)`;
  } else if (firstHalf !== null && secondHalf !== null && Math.abs(firstHalf - secondHalf) > steadyDrift * medianIndex) {
    unjudged = `the host's speed moved during the runs (${range}; the first half's median ${Math.round(firstHalf)}, the second's ${Math.round(secondHalf)})`;
  } else if (medianIndex > fastestCalibratedIndex) {
    onlyMisses = true;
    unjudged =
      `the host was too fast to calibrate (${range}; the calculator's data end at ${fastestCalibratedIndex}, and ${slowdown.toFixed(1)}x is its line extended), ` +
      `so it was measured at ${fastHostSlowdown}x, the least it could need: a miss would count, a pass does not`;
  }
  return { medianIndex, lowerQuartile, upperQuartile, firstHalf, secondHalf, unjudged, onlyMisses };
}

/**
 * The host's steadiness with what other processes did meanwhile (scripts/bench/other-work.ts): other work past
 * `limit` cores makes figures that were otherwise judged, even on their misses only, not judged.
 */
export function withOtherWork(host: Steadiness, otherCores: number | null, limit: number): Steadiness {
  if ((host.unjudged && !host.onlyMisses) || otherCores === null || otherCores <= limit) return host;
  return { ...host, unjudged: `other processes used ${otherCores.toFixed(2)} of a core while it was measured (more than ${limit})`, onlyMisses: false };
}

/** Whether a figure that missed its bar counts as missed: the host was judged in full, or on its misses. */
export const judgesMisses = (host: Steadiness): boolean => host.unjudged === null || host.onlyMisses;

/** How many of the latest readings set an interaction's slowdown: one reading is too rough, a minute's are not. */
export const interactionWindow = 5;

/**
 * The slowdown for the next interaction: `measuredSlowdown` at the median of the latest `interactionWindow`
 * readings, which follows a host whose speed drifts without taking one rough reading at its word.
 */
export function rollingSlowdown(readings: readonly number[]): number | null {
  const latest = median(readings.slice(-interactionWindow));
  return latest === null ? null : measuredSlowdown(latest);
}

/** A run's readings of the host's speed: the bench's before and after, and Lighthouse's own at its start. */
export function calibrationReadings(run: { benchmarkIndex?: number | null; calibration?: Calibration }): number[] {
  return finiteValues([run.calibration?.indexBefore, run.benchmarkIndex, run.calibration?.indexAfter]);
}

/** `index 1412→1388, 3.5x, load 0.4` for the progress lines. */
export function describeCalibration(run: { calibration?: Calibration }): string {
  const calibration = run.calibration;
  if (!calibration) return 'not calibrated';
  const slowdown = calibration.slowdown === null ? 'too slow to calibrate' : `${calibration.slowdown.toFixed(1)}x`;
  return `index ${Math.round(calibration.indexBefore)}→${Math.round(calibration.indexAfter)}, ${slowdown}, load ${calibration.load.toFixed(1)}`;
}

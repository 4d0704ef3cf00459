/**
 * Calibrates the simulated phone to the host, so a figure describes the site and not the machine it was taken on.
 *
 * Lighthouse's mobile preset multiplies the main-thread work it observes by a fixed 4, which stands for its target
 * phone only on a host whose CPU benchmark index is about 1,533. This host reads anywhere from about 1,000 to 1,600
 * within two minutes, so a fixed 4 turns the same page into different phones. Lighthouse documents the remedy:
 * measure the host's benchmark index and take the CPU slowdown from its throttling calculator
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, linked from Lighthouse's docs/throttling.md).
 * The bench measures the index with Lighthouse's own benchmark just before each run and again just after, sets
 * the slowdown of that run from it (Lighthouse's `throttling.cpuSlowdownMultiplier`, and the interactions'
 * `Emulation.setCPUThrottlingRate`), and keeps the run only when the host held still while it ran.
 */
import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './stats.ts';

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
 * How far the host's speed may move during one route's runs, as a fraction of their median index: the before and
 * after readings of every run, and Lighthouse's own reading at its start, all within it. Past that, the slowdown set
 * at a run's start no longer describes the host it ran on (a build or a browser started beside it), and the route
 * is reported as not judged rather than as a missed bar.
 */
export const steadyFraction = 0.15;

/** Exit code of a bench that could not judge every route because the host was too slow or too unsteady. */
export const hostTooBusyExitCode = 3;

/** Lighthouse's CPU benchmark (about a second of work), run in `page` as Lighthouse runs it before each audit. */
export function measureBenchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}

/** What the host was doing around one run: its speed before and after, the slowdown chosen and the load. */
export interface Calibration {
  /** Benchmark index just before the run (the slowdown comes from this one). */
  indexBefore: number;
  /** Benchmark index just after the run. */
  indexAfter: number;
  /** The CPU slowdown the run used, or null when the host was under the calculator's lowest tier. */
  slowdown: number | null;
  /** The machine's 1-minute load average when the run ended. */
  load: number;
}

/** A calibration from the index before a run; its after-reading and load are filled in when the run ends. */
export function calibrate(indexBefore: number): Pick<Calibration, 'indexBefore' | 'slowdown'> {
  return { indexBefore, slowdown: slowdownFor(indexBefore) };
}

export interface Steadiness {
  /** Median of every reading of the route's runs. */
  medianIndex: number | null;
  lowestIndex: number | null;
  highestIndex: number | null;
  /** (highest − lowest) ÷ median. */
  spread: number | null;
  /** Why the route's figures cannot be judged, or null when they can. */
  unjudged: string | null;
}

/**
 * Whether the host held still through a route's runs: every reading (before and after each run, and any other the
 * caller adds, such as Lighthouse's own) within `steadyFraction` of their median, and none under the calculator's
 * lowest tier.
 */
export function steadiness(readings: ReadonlyArray<number | null>): Steadiness {
  const values = readings.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  const medianIndex = median(values);
  if (medianIndex === null) return { medianIndex, lowestIndex: null, highestIndex: null, spread: null, unjudged: 'no benchmark index was measured' };
  const lowestIndex = Math.min(...values);
  const highestIndex = Math.max(...values);
  const spread = (highestIndex - lowestIndex) / medianIndex;
  let unjudged: string | null = null;
  if (values.some((value) => slowdownFor(value) === null)) {
    unjudged = `the host was too slow to calibrate (benchmark index ${Math.round(lowestIndex)}, under Lighthouse's lowest tier of 150)`;
  } else {
    const far = values.filter((value) => Math.abs(value - medianIndex) > steadyFraction * medianIndex);
    if (far.length > 0) {
      unjudged =
        `the host's speed moved during the runs (benchmark index ${Math.round(lowestIndex)}–${Math.round(highestIndex)}, ` +
        `more than ${Math.round(steadyFraction * 100)}% from its median ${Math.round(medianIndex)})`;
    }
  }
  return { medianIndex, lowestIndex, highestIndex, spread, unjudged };
}

/** A run's readings of the host's speed: the bench's before and after, and Lighthouse's own at its start. */
export function calibrationReadings(run: { benchmarkIndex?: number | null; calibration?: Calibration }): number[] {
  const readings = [run.calibration?.indexBefore, run.benchmarkIndex, run.calibration?.indexAfter];
  return readings.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

/** `index 1412→1388, 3.5x, load 0.4` for the progress lines. */
export function describeCalibration(run: { calibration?: Calibration }): string {
  const calibration = run.calibration;
  if (!calibration) return 'not calibrated';
  const slowdown = calibration.slowdown === null ? 'too slow to calibrate' : `${calibration.slowdown.toFixed(1)}x`;
  return `index ${Math.round(calibration.indexBefore)}→${Math.round(calibration.indexAfter)}, ${slowdown}, load ${calibration.load.toFixed(1)}`;
}

/** Small pure helpers for the bench report: medians and the LCP ratio against the zero-JavaScript copy. */

/** The largest allowed ratio of a page's LCP to the LCP of the same page with its scripts removed. */
export const lcpRatioLimit = 1.15;

/** The median of the finite numbers in `values` (mean of the middle two for an even count), or null if there are none. */
export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** full ÷ zeroJs, or null when either is missing or the zero-JS value is not positive. */
export function ratio(full: number | null, zeroJs: number | null): number | null {
  if (full === null || zeroJs === null || !(zeroJs > 0)) return null;
  return full / zeroJs;
}

export type LcpBasis = 'observed' | 'simulated';

export interface LcpSamples {
  /** Lighthouse's simulated LCP (the `largest-contentful-paint` audit), one per run. */
  simulated: Array<number | null>;
  /** The LCP seen in the trace (`observedLargestContentfulPaint` of the `metrics` audit), one per run. */
  observed: Array<number | null>;
}

export interface LcpComparison {
  basis: LcpBasis;
  full: number | null;
  zeroJs: number | null;
  ratio: number | null;
  /** null when the ratio could not be computed. */
  pass: boolean | null;
  simulated: { full: number | null; zeroJs: number | null; ratio: number | null };
  observed: { full: number | null; zeroJs: number | null; ratio: number | null };
}

/**
 * Compares the medians of the full page's and the zero-JS copy's LCP runs. The ratio uses the observed LCP
 * when both sides have one (simulated LCP is often identical for both, so it says little), else the simulated.
 */
export function compareLcp(full: LcpSamples, zeroJs: LcpSamples, limit = lcpRatioLimit): LcpComparison {
  const simulated = { full: median(full.simulated), zeroJs: median(zeroJs.simulated), ratio: 0 as number | null };
  simulated.ratio = ratio(simulated.full, simulated.zeroJs);
  const observed = { full: median(full.observed), zeroJs: median(zeroJs.observed), ratio: 0 as number | null };
  observed.ratio = ratio(observed.full, observed.zeroJs);
  const basis: LcpBasis = observed.ratio !== null ? 'observed' : 'simulated';
  const chosen = basis === 'observed' ? observed : simulated;
  return {
    basis,
    full: chosen.full,
    zeroJs: chosen.zeroJs,
    ratio: chosen.ratio,
    pass: chosen.ratio === null ? null : chosen.ratio <= limit,
    simulated,
    observed,
  };
}

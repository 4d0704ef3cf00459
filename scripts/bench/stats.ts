/** Small pure helpers for the bench report: medians, the LCP ratio against the zero-JavaScript copy, the TBT bar. */

/** The largest allowed ratio of a page's LCP to the LCP of the same page with its scripts removed. */
export const lcpRatioLimit = 1.15;

/** The finite numbers in `values`, in their order: the runs and readings that produced a figure. */
export function finiteValues(values: ReadonlyArray<number | null | undefined>): number[] {
  return values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/** The median of the finite numbers in `values` (mean of the middle two for an even count), or null if there are none. */
export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const sorted = finiteValues(values).sort((a, b) => a - b);
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

/**
 * Responsiveness bars in milliseconds (docs/decisions/0006-performance-bars.md): a widget's interaction (INP) half
 * of what web.dev calls good (200 ms), a typed key 50, and a link 300 from the click to the next page's heading on
 * screen.
 */
export const interactionBars = { widget: 100, typing: 50, navigation: 300 } as const;

/** The largest allowed Total Blocking Time (Lighthouse lab value, at the calibrated CPU slowdown), in milliseconds. */
export const tbtLimitMs = 50;

export interface LcpComparison {
  /** Medians of Lighthouse's lab LCP (the `largest-contentful-paint` audit, which it scores). */
  full: number | null;
  zeroJs: number | null;
  ratio: number | null;
  /** null when the ratio could not be computed. */
  pass: boolean | null;
}

/** Compares the median lab LCP of the full page's runs with that of its zero-JS copy. */
export function compareLcp(full: ReadonlyArray<number | null>, zeroJs: ReadonlyArray<number | null>, limit = lcpRatioLimit): LcpComparison {
  const medians = { full: median(full), zeroJs: median(zeroJs) };
  const value = ratio(medians.full, medians.zeroJs);
  return { ...medians, ratio: value, pass: value === null ? null : value <= limit };
}

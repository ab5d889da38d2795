// The arithmetic of `npm run perf`: medians and ranges of a page's Lighthouse runs, and its DESIGN 9 verdict.

/** DESIGN 9 targets (Lighthouse mobile: simulated slow 4G, 4x CPU). */
export const TARGET = { SCORE: 95, LCP_MS_ISLANDS: 1500, LCP_MS_STATIC: 800, TBT_MS: 100, CLS: 0 } as const;

/** Fewer runs than this are not a verdict: one slow run moves a median of three. */
export const MIN_RUNS = 5;

/** One Lighthouse run of one page. */
export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Script requests of the load (Lighthouse's network-requests of type Script). */
  scripts: number;
}

/** The metrics of a run. */
export type Metric = keyof Run;

/** A metric over a page's runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** All runs of one page. */
export interface PageRuns {
  url: string;
  /** The page hydrates islands (DESIGN 9's LCP target depends on it). */
  islands: boolean;
  runs: Run[];
}

/** The median (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, lowest and highest value of one metric over the runs. */
export function spread(runs: readonly Run[], metric: Metric): Spread {
  const values = runs.map((run) => run[metric]);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The DESIGN 9 targets a page misses, judged on the medians of its runs; empty when it meets them all. */
export function misses(page: PageRuns): string[] {
  const found: string[] = [];
  const score = spread(page.runs, 'score').median;
  const lcp = spread(page.runs, 'lcp').median;
  const tbt = spread(page.runs, 'tbt').median;
  const cls = spread(page.runs, 'cls').median;
  const lcpTarget = page.islands ? TARGET.LCP_MS_ISLANDS : TARGET.LCP_MS_STATIC;
  if (score < TARGET.SCORE) found.push(`score ${score} < ${TARGET.SCORE}`);
  if (lcp > lcpTarget) found.push(`LCP ${Math.round(lcp)} ms > ${lcpTarget} ms`);
  if (tbt > TARGET.TBT_MS) found.push(`TBT ${Math.round(tbt)} ms > ${TARGET.TBT_MS} ms`);
  if (cls > TARGET.CLS) found.push(`CLS ${cls.toFixed(3)} > ${TARGET.CLS}`);
  return found;
}

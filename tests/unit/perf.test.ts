import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium.ts';
import { busySeconds, othersCores, parseProcessStat } from '../../scripts/machine-load.ts';
import { median, misses, spread, type Run } from '../../scripts/perf-summary.ts';

/** A run that meets every DESIGN 9 target, with the given changes. */
const run = (changes: Partial<Run> = {}): Run => ({ score: 100, fcp: 800, lcp: 950, tbt: 20, cls: 0, bytes: 105_000, scripts: 12, ...changes });

describe('npm run perf verdict', () => {
  it('judges an island page on the median of its runs, so one slow run does not fail it', () => {
    const runs = [run({ tbt: 10 }), run({ tbt: 30 }), run({ tbt: 250, score: 90 }), run({ tbt: 40 }), run({ tbt: 60 })];
    expect(misses({ url: '/earnings', islands: true, runs })).toEqual([]);
    expect(spread(runs, 'tbt')).toEqual({ median: 40, min: 10, max: 250 });
  });

  it('fails an island page whose median TBT is over 100 ms or whose median score is under 95', () => {
    const slow = [120, 90, 130, 110, 105].map((tbt) => run({ tbt, score: 94 }));
    expect(misses({ url: '/withdrawcash', islands: true, runs: slow })).toEqual(['score 94 < 95', 'TBT 110 ms > 100 ms']);
  });

  it('holds pages without islands to the stricter LCP target', () => {
    const runs = [run({ lcp: 900 }), run({ lcp: 900 }), run({ lcp: 900 }), run({ lcp: 900 }), run({ lcp: 900 })];
    expect(misses({ url: '/login', islands: false, runs })).toEqual(['LCP 900 ms > 800 ms']);
    expect(misses({ url: '/goldbill', islands: true, runs })).toEqual([]);
  });

  it('takes the mean of the middle two for an even number of runs', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});

describe('machine load during a run', () => {
  it('reads the busy time of all cores from /proc/stat', () => {
    // user nice system idle iowait irq softirq steal
    expect(busySeconds('cpu  1000 50 250 9000 30 5 15 100 0 0\ncpu0 1 2 3 4\n')).toBe(14.2);
  });

  it('reads a process parent and CPU time even when its name holds spaces and parentheses', () => {
    const stat = '4242 (Web Content (x)) S 4200 4242 4242 0 -1 4194560 100 0 0 0 250 50 10 5 20 0 12 0 123 0 0';
    expect(parseProcessStat(stat)).toEqual({ ppid: 4200, seconds: 3.15 });
  });

  it('counts only what other processes used while the benchmark ran', () => {
    const before = { machine: 100, tree: 40, at: 0 };
    // 10 s: the machine spent 12 busy seconds, the benchmark's own tree 9 of them.
    expect(othersCores(before, { machine: 112, tree: 49, at: 10_000 })).toBeCloseTo(0.3);
    expect(othersCores(null, before)).toBe(0);
  });
});

describe('Chromium switches for tests and Lighthouse', () => {
  it('never pass a feature list, which would replace the background features Playwright and Lighthouse turn off', () => {
    expect(CHROMIUM_ARGS.filter((arg) => /^--(enable|disable)-features=/.test(arg))).toEqual([]);
  });
});

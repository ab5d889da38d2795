// How busy other processes kept the machine while a benchmark ran (Linux /proc): Lighthouse multiplies every
// main-thread task it observes by 4, so another engineer's build during a run shows up as blocking time of the page.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux build we run). */
const TICKS_PER_SECOND = 100;

/** CPU time so far: of the whole machine, and of one process with all its descendants. */
export interface CpuSample {
  /** Seconds the machine's CPUs spent busy (all cores), from /proc/stat. */
  machine: number;
  /** Seconds spent by the process tree (finished children included once their parent has waited for them). */
  tree: number;
  /** Wall-clock milliseconds. */
  at: number;
}

/** The busy seconds in a /proc/stat text (user, nice, system, irq, softirq, steal). */
export function busySeconds(procStat: string): number {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** Parent pid and own plus waited-for children's CPU seconds from a /proc/<pid>/stat text. */
export function parseProcessStat(text: string): { ppid: number; seconds: number } {
  // The command name (field 2) may hold spaces and parentheses: fields are counted from the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return { ppid: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND };
}

/** A sample now, for the tree under `root`; null where /proc is missing (not Linux). */
export function sampleCpu(root: number): CpuSample | null {
  let machine: number;
  try {
    machine = busySeconds(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
  const processes = new Map<number, { ppid: number; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      processes.set(Number(entry), parseProcessStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // Exited while we read.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
      if (current === root) return true;
      current = processes.get(current)?.ppid ?? 0;
    }
    return false;
  };
  let tree = 0;
  for (const [pid, info] of processes) if (inTree(pid)) tree += info.seconds;
  return { machine, tree, at: Date.now() };
}

/** Cores that processes outside the tree kept busy on average between two samples (0 when unknown). */
export function othersCores(before: CpuSample | null, after: CpuSample | null): number {
  if (!before || !after || after.at <= before.at) return 0;
  const others = after.machine - before.machine - (after.tree - before.tree);
  return Math.max(0, others / ((after.at - before.at) / 1000));
}

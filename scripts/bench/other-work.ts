/**
 * How much CPU the rest of the machine used while the bench measured: the busy time of every CPU (/proc/stat,
 * including time the hypervisor gave to other machines) less the time of the bench's own processes (itself, its
 * browsers and their renderers, /proc/<pid>/stat). The benchmark index says how fast a core is when the bench asks;
 * it cannot see a build or a suite that takes a core away from the browser halfway through a page load, which
 * lengthened the same page's tasks 2-4x beside one busy thread. This can: the bench does not judge figures taken
 * while other work used more than `otherWorkLimit` of a core. Linux only; elsewhere nothing is watched.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Cores' worth of other work past which timed figures are not judged (a tenth of one of two cores is background noise). */
export const otherWorkLimit = 0.25;

interface ProcessTimes {
  parent: number;
  /**
   * utime + stime, in clock ticks. Not the reaped children's (cutime): a renderer's whole life would land on its
   * browser at once when it ends, after its ticks were counted sample by sample.
   */
  ticks: number;
}

function readProcesses(): Map<number, ProcessTimes> {
  const processes = new Map<number, ProcessTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // It ended while we looked.
    }
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const number = (index: number) => Number(fields[index] ?? 0);
    processes.set(Number(entry), { parent: number(1), ticks: number(11) + number(12) });
  }
  return processes;
}

/** All CPUs' busy clock ticks: everything but idle and iowait (steal included: a neighbour had the core). */
function busyTicks(): number {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
}

/** This process and every process descended from it. */
function ownTree(processes: Map<number, ProcessTimes>): Set<number> {
  const own = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!own.has(pid) && own.has(parent)) {
        own.add(pid);
        grew = true;
      }
    }
  }
  return own;
}

/** Clock ticks per second (USER_HZ), 100 on every Linux the project runs on. */
const ticksPerSecond = 100;

export interface OtherWork {
  /** Other processes' CPU time over the watch, in cores (1 = one core busy all along). */
  cores: number;
  seconds: number;
}

/**
 * Starts watching, sampling twice a second so that a process of the bench that ends between samples loses little;
 * `stop` returns what other work used since. Null where /proc is not there to read.
 */
export function watchOtherWork(): { stop(): OtherWork } | null {
  if (!existsSync('/proc/stat')) return null;
  const started = Date.now();
  let otherTicks = 0;
  let lastBusy = busyTicks();
  let lastOwn = readProcesses();
  const sample = () => {
    const busy = busyTicks();
    const processes = readProcesses();
    const own = ownTree(processes);
    let ownTicks = 0;
    for (const pid of own) {
      const now = processes.get(pid);
      if (now) ownTicks += now.ticks - (lastOwn.get(pid)?.ticks ?? 0);
    }
    otherTicks += Math.max(0, busy - lastBusy - ownTicks);
    lastBusy = busy;
    lastOwn = processes;
  };
  const timer = setInterval(sample, 500);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = (Date.now() - started) / 1000;
      return { cores: seconds > 0 ? otherTicks / ticksPerSecond / seconds : 0, seconds };
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory in MB of a process and its children (a cluster's workers), now and at its peak, from /proc;
 * and the peak of the one that held most.
 */
export type ResidentMemory = { rssMb: number; peakMb: number; largestPeakMb: number };

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's id is the second field after the command name, which may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++)
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  return tree;
}

/** The kernel's own figures: VmRSS now, and VmHWM, the most each process has held since it started. */
export function residentMemory(pid: number): ResidentMemory {
  const tree = processTree(pid);
  const sum = (field: 'VmRSS' | 'VmHWM') => tree.reduce((total, each) => total + statusField(each, field), 0);
  return {
    rssMb: Math.round(sum('VmRSS')),
    peakMb: Math.round(sum('VmHWM')),
    largestPeakMb: Math.round(Math.max(...tree.map((each) => statusField(each, 'VmHWM')))),
  };
}

/**
 * The memory a process and its children hold now, each page shared between them counted once (the kernel's
 * proportional set size): for PostgreSQL, whose connections share its buffers.
 */
export function proportionalMemoryMb(pid: number): number {
  const pss = (each: number) => {
    try {
      const match = readFileSync(`/proc/${each}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
      return match ? Number(match[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  return Math.round(processTree(pid).reduce((total, each) => total + pss(each), 0));
}

import { readFileSync } from 'node:fs';

/** Resident memory of one process, from /proc (Linux). */
export interface ProcessMemory {
  pid: number;
  rssMb: number;
}

function statusField(pid: number, field: string): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    const kb = Number(/(\d+)\s*kB/.exec(line ?? '')?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The processes `pid` started (cluster workers, nginx's workers), from /proc (Linux); none when it is gone. */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter((id) => id !== '')
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The resident memory of `pid` and of every process under it (cluster workers are children of
 * the primary), so the bench sees each worker whether the portal runs one process or several.
 */
export function processTreeMemory(pid: number): ProcessMemory[] {
  const out: ProcessMemory[] = [];
  const visit = (id: number) => {
    const rssMb = statusField(id, 'VmRSS');
    if (rssMb !== undefined) out.push({ pid: id, rssMb });
    for (const child of childrenOf(id)) visit(child);
  };
  visit(pid);
  return out;
}

/** The largest resident memory among the processes of the tree (the busiest worker), in MB. */
export function largestRssMb(pid: number): number {
  return Math.max(0, ...processTreeMemory(pid).map((p) => p.rssMb));
}

/** Samples the tree's largest RSS every `everyMs` until stopped; returns the peak seen. */
export function sampleRss(pid: number, everyMs = 500): { stop: () => number } {
  let peak = largestRssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, largestRssMb(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, largestRssMb(pid));
    },
  };
}

import { readFileSync } from 'node:fs';
import { childrenOf } from './process-memory.ts';

// /proc/<pid>/stat counts CPU time in clock ticks; Linux's USER_HZ is 100 on every common build.
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, ms) used so far by `pid` and every process under it (cluster workers),
 * from /proc (Linux). The difference over a run is what the run cost, whatever else the machine
 * was doing: a fair measure on shared cores, where latency and throughput are not.
 */
export function processTreeCpuMs(pid: number): number {
  let total = 0;
  const visit = (id: number) => {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * MS_PER_TICK;
    } catch {
      // The process ended between listing and reading: nothing more to count.
    }
    for (const child of childrenOf(id)) visit(child);
  };
  visit(pid);
  return total;
}

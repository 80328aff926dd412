import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { childrenOf } from './process-memory.ts';

let ticksPerSecond: number | undefined;

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux nearly always). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** User plus system CPU time of one process so far, in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, so 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return 0;
  }
}

/**
 * CPU time (user + system, ms) used so far by `pid` and every process under it (cluster
 * workers, nginx's workers), from /proc (Linux). The difference over a run is what the run cost,
 * whatever else the machine was doing: a fair measure on shared cores, where latency and
 * throughput are not.
 */
export function processTreeCpuMs(pid: number): number {
  let total = processCpuMs(pid);
  for (const child of childrenOf(pid)) total += processTreeCpuMs(child);
  return total;
}

// What each route kind of the load bench's mix costs the portal in CPU time per request, alone:
// the portal's CPU time (its process tree, /proc) over a few seconds of that kind at 4 connections,
// divided by its answers. Unlike latency or throughput, this holds on shared cores, so it says
// where the mix's time goes and what the mix can reach per core.
import { quantile, runCannon } from './lib/cannon-run.ts';
import { mixRequests, searchKeyOf } from './lib/load-mix.ts';
import { signedInSessions } from './lib/load-sessions.ts';
import { startPortal } from './lib/portal.ts';
import { processTreeCpuMs } from './lib/process-cpu.ts';
import { formatTable } from './lib/table.ts';

/** One route kind's cost. */
export interface RouteCost {
  kind: string;
  /** Requests of this kind in one pass of the mix. */
  perPass: number;
  answers: number;
  cpuMsPerRequest: number;
  p50: number;
  statuses: Map<number, number>;
}

/** Runs each kind of the mix alone against a portal it starts (and stops). */
export async function runRouteCostBench(options: {
  seconds: number;
  log: (line: string) => void;
}): Promise<{ passLength: number; costs: RouteCost[] }> {
  const portal = await startPortal(
    { FEEDBACK_PER_MINUTE: '100000', FEEDBACK_PER_DAY: '1000000' },
    options.log,
  );
  try {
    const sessions = await signedInSessions(portal.origin, 4);
    const mix = mixRequests({
      origin: portal.origin,
      searchKey: await searchKeyOf(portal.origin),
      appId: 'PORTICO',
      indexName: 'portico_docs',
      sessions,
    });
    options.log('  warming up: 8 s of the mix at 8 connections');
    await runCannon(portal.origin, mix, 8, 8);
    const costs: RouteCost[] = [];
    for (const kind of [...new Set(mix.map((r) => r.kind))]) {
      const requests = mix.filter((r) => r.kind === kind);
      options.log(`  ${kind}: ${options.seconds} s at 4 connections`);
      const before = processTreeCpuMs(portal.pid);
      const result = await runCannon(portal.origin, requests, 4, options.seconds);
      const used = processTreeCpuMs(portal.pid) - before;
      const answered = result.kinds.get(kind);
      costs.push({
        kind,
        perPass: requests.length,
        answers: answered?.answered ?? 0,
        cpuMsPerRequest: used / Math.max(1, answered?.answered ?? 0),
        p50: quantile(answered?.latenciesMs ?? [], 0.5),
        statuses: answered?.statuses ?? new Map(),
      });
    }
    return { passLength: mix.length, costs };
  } finally {
    await portal.stop();
  }
}

/** The costs as a Markdown table, with what one pass of the mix costs and allows per core. */
export function formatRouteCost(result: { passLength: number; costs: RouteCost[] }): string {
  const pass = result.costs.reduce((sum, c) => sum + c.cpuMsPerRequest * c.perPass, 0);
  return [
    formatTable(
      ['kind', 'per pass', 'answers', 'CPU ms / request', 'share of a pass', 'p50 (4 conns)', 'statuses'],
      result.costs.map((c) => [
        c.kind,
        c.perPass,
        c.answers,
        c.cpuMsPerRequest.toFixed(2),
        `${(((c.cpuMsPerRequest * c.perPass) / pass) * 100).toFixed(0)} %`,
        c.p50.toFixed(1),
        [...c.statuses].map(([status, n]) => `${status}×${n}`).join(' '),
      ]),
    ),
    `\nOne pass of the mix (${result.passLength} requests): ${pass.toFixed(1)} CPU ms, ` +
      `so at most ${((result.passLength / pass) * 1000).toFixed(0)} req/s of the mix per busy core.`,
  ].join('\n');
}

// Load benchmark: a started portal under a mixed workload of anonymous readers and signed-in
// sessions (autocannon), its resident memory through repeated runs and idle, and a warm docs page
// served by the portal against a bare node:http server sending the same bytes, side by side.
import { setTimeout as sleep } from 'node:timers/promises';
import { maxOf, quantile, runCannon, type CannonResult } from './lib/cannon-run.ts';
import { mixRequests, searchKeyOf } from './lib/load-mix.ts';
import { signedInSessions } from './lib/load-sessions.ts';
import { startBareServer } from './lib/bare-server.ts';
import { startPortal } from './lib/portal.ts';
import { largestRssMb, sampleRss } from './lib/process-memory.ts';
import { formatTable } from './lib/table.ts';

/** What to run (the measurement: mix at 50 and 200 for 60 s; page 20 conns, 20 s, × 3). */
export interface LoadBenchOptions {
  connections: readonly number[];
  seconds: number;
  /** Runs of the largest connection count in a row (memory must not grow run after run). */
  rounds: number;
  pageConnections: number;
  pageSeconds: number;
  pageRuns: number;
  /** Quiet seconds before the idle RSS is read. */
  idleSeconds: number;
  log: (line: string) => void;
}

/** One mixed run and the portal's memory around it. */
export interface MixRun {
  result: CannonResult;
  peakRssMb: number;
  idleRssMb: number;
}

/** Everything the bench measured. */
export interface LoadBenchResult {
  warmRssMb: number;
  mix: MixRun[];
  page: { path: string; bytes: number; portal: CannonResult[]; bare: CannonResult[] };
}

/** The page compared with a bare server: the sample docs page. */
const PAGE = '/platform/forge/getting-started/';
const SESSIONS = 4;

/** Runs the whole bench against a portal it starts (and stops). */
export async function runLoadBench(options: LoadBenchOptions): Promise<LoadBenchResult> {
  const { log } = options;
  // The bench measures serving, not the feedback limiter: a few readers post far above its limits.
  const portal = await startPortal({ FEEDBACK_PER_MINUTE: '100000', FEEDBACK_PER_DAY: '1000000' }, log);
  try {
    const sessions = await signedInSessions(portal.origin, SESSIONS);
    const context = {
      origin: portal.origin,
      searchKey: await searchKeyOf(portal.origin),
      appId: 'PORTICO',
      indexName: 'portico_docs',
      sessions,
    };
    const requests = mixRequests(context);
    const idle = async () => {
      await sleep(options.idleSeconds * 1000);
      return largestRssMb(portal.pid);
    };
    log('  warming up: 10 s of the mix at 20 connections');
    await runCannon(portal.origin, requests, 20, 10);
    const warmRssMb = await idle();
    const mix: MixRun[] = [];
    const largest = Math.max(...options.connections);
    const plan = options.connections.flatMap((c) =>
      c === largest ? Array<number>(options.rounds).fill(c) : [c],
    );
    for (const connections of plan) {
      log(`  mix: ${connections} connections for ${options.seconds} s`);
      const sampler = sampleRss(portal.pid);
      const result = await runCannon(portal.origin, requests, connections, options.seconds);
      const peakRssMb = sampler.stop();
      mix.push({ result, peakRssMb, idleRssMb: await idle() });
      const last = mix.at(-1)!;
      log(
        `    ${result.reqPerSec.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ` +
          `non-2xx ${result.non2xx}, timeouts ${result.timeouts}, RSS peak ${last.peakRssMb.toFixed(0)} MB, idle ${last.idleRssMb.toFixed(0)} MB`,
      );
    }
    const page = await fetch(new URL(PAGE, portal.origin), { headers: { 'accept-encoding': 'identity' } });
    const body = new Uint8Array(await page.arrayBuffer());
    const bare = await startBareServer(body, page.headers.get('content-type') ?? 'text/html');
    const pageRequests = [{ kind: 'page', path: PAGE, method: 'GET' as const }];
    const portalRuns: CannonResult[] = [];
    const bareRuns: CannonResult[] = [];
    try {
      // Alternated, so both see the same minutes of a shared machine.
      for (let run = 1; run <= options.pageRuns; run += 1) {
        log(
          `  page run ${run}: portal, then bare server (${options.pageConnections} connections, ${options.pageSeconds} s)`,
        );
        portalRuns.push(
          await runCannon(portal.origin, pageRequests, options.pageConnections, options.pageSeconds),
        );
        bareRuns.push(
          await runCannon(bare.origin, pageRequests, options.pageConnections, options.pageSeconds),
        );
      }
    } finally {
      await bare.stop();
    }
    return {
      warmRssMb,
      mix,
      page: { path: PAGE, bytes: body.byteLength, portal: portalRuns, bare: bareRuns },
    };
  } finally {
    await portal.stop();
  }
}

const n0 = (value: number) => value.toFixed(0);
const median = (values: readonly number[]) => quantile(values, 0.5);
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ') || '0';

/** Whether each target of the load bench was met. */
export function loadTargets(result: LoadBenchResult): { name: string; value: string; pass: boolean }[] {
  const portal = median(result.page.portal.map((r) => r.reqPerSec));
  const bare = median(result.page.bare.map((r) => r.reqPerSec));
  const largest = Math.max(...result.mix.map((m) => m.result.connections));
  const heavy = result.mix.filter((m) => m.result.connections === largest);
  const errors = heavy.reduce(
    (sum, m) => sum + m.result.non2xx + m.result.socketErrors + m.result.timeouts,
    0,
  );
  const p99 = Math.max(...heavy.map((m) => m.result.p99));
  const peak = Math.max(...result.mix.map((m) => m.peakRssMb));
  const lastIdle = result.mix.at(-1)?.idleRssMb ?? 0;
  return [
    {
      name: 'portal page ≥ 50 % of bare server',
      value: `${((portal / bare) * 100).toFixed(1)} %`,
      pass: portal >= bare / 2,
    },
    { name: `mix at ${largest}: 0 errors`, value: String(errors), pass: errors === 0 },
    { name: `mix at ${largest}: p99 ≤ 100 ms`, value: `${n0(p99)} ms`, pass: p99 <= 100 },
    {
      name: 'nothing waits 10 s',
      value: String(result.mix.reduce((s, m) => s + m.result.over10s, 0)),
      pass: result.mix.every((m) => m.result.over10s === 0),
    },
    { name: 'worker RSS < 512 MB under load', value: `${n0(peak)} MB`, pass: peak < 512 },
    {
      name: 'idle RSS within 20 % of warm',
      value: `${n0(lastIdle)} MB vs ${n0(result.warmRssMb)} MB`,
      pass: lastIdle <= result.warmRssMb * 1.2,
    },
  ];
}

/** The results as Markdown tables (latencies in ms, memory in MB). */
export function formatLoadBench(result: LoadBenchResult): string {
  const mixRows = result.mix.map((m, i) => [
    i + 1,
    m.result.connections,
    n0(m.result.reqPerSec),
    n0(m.result.p50),
    n0(m.result.p99),
    n0(m.result.max),
    m.result.non2xx,
    m.result.socketErrors,
    m.result.timeouts,
    m.result.over10s,
    n0(m.peakRssMb),
    n0(m.idleRssMb),
  ]);
  const kindRows = result.mix.flatMap((m, i) =>
    [...m.result.kinds].map(([kind, k]) => [
      `${i + 1} (${m.result.connections})`,
      kind,
      k.answered,
      n0(quantile(k.latenciesMs, 0.5)),
      n0(quantile(k.latenciesMs, 0.99)),
      n0(maxOf(k.latenciesMs)),
      statusList(k.statuses),
      k.sent - k.answered,
    ]),
  );
  const pageRows = result.page.portal.map((portal, i) => {
    const bare = result.page.bare[i]!;
    return [
      i + 1,
      n0(portal.reqPerSec),
      n0(portal.p99),
      n0(bare.reqPerSec),
      n0(bare.p99),
      `${((portal.reqPerSec / bare.reqPerSec) * 100).toFixed(1)} %`,
    ];
  });
  return [
    `Warm RSS (after 10 s at 20 connections, then idle): ${n0(result.warmRssMb)} MB (largest process of the portal).\n`,
    formatTable(
      [
        'run',
        'connections',
        'req/s',
        'p50',
        'p99',
        'max',
        'non-2xx',
        'socket errors',
        'timeouts',
        '≥ 10 s',
        'peak RSS',
        'idle RSS',
      ],
      mixRows,
    ),
    '\nPer route kind (unanswered: sent without an answer, including those in flight at the end):\n',
    formatTable(['run', 'kind', 'answers', 'p50', 'p99', 'max', 'non-2xx', 'unanswered'], kindRows),
    `\nWarm docs page ${result.page.path} (${(result.page.bytes / 1024).toFixed(1)} KB, uncompressed), portal against a bare node:http server:\n`,
    formatTable(['run', 'portal req/s', 'portal p99', 'bare req/s', 'bare p99', 'portal / bare'], pageRows),
    '\nTargets:\n',
    ...loadTargets(result).map((t) => `- ${t.pass ? 'PASS' : 'FAIL'} ${t.name}: ${t.value}`),
  ].join('\n');
}

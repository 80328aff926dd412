// One autocannon run with results kept per route kind: autocannon's own histogram records only
// 2xx latencies of the whole run, so each answer is also recorded under the kind of its request.
import autocannon, { type Client } from 'autocannon';

/** What one kind of request got during a run. */
export interface KindResult {
  sent: number;
  answered: number;
  /** Answers by status code. */
  statuses: Map<number, number>;
  /** Latency of every answer (any status), in ms. */
  latenciesMs: number[];
}

/** One run's totals and its per-kind results. */
export interface CannonResult {
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  socketErrors: number;
  timeouts: number;
  /** Answers that took 10 s or more, or never came (timeouts). */
  over10s: number;
  kinds: Map<string, KindResult>;
}

/** A request autocannon sends, with the kind its results go under. */
export interface KindedRequest extends autocannon.Request {
  kind: string;
  path: string;
}

/** The largest value, 0 for none (a spread would overflow the stack on a long run's answers). */
export function maxOf(values: readonly number[]): number {
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max;
}

/** Quantile of unsorted values (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const keyOf = (method: string | undefined, path: string | undefined) => `${method ?? 'GET'} ${path ?? ''}`;

/**
 * Runs autocannon against `origin` with `connections` connections for `seconds`, each connection
 * looping over `requests`. A request that gets no answer within 10 s counts as a timeout.
 */
export async function runCannon(
  origin: string,
  requests: readonly KindedRequest[],
  connections: number,
  seconds: number,
): Promise<CannonResult> {
  const kindOf = new Map(requests.map((r) => [keyOf(r.method, r.path), r.kind]));
  const kinds = new Map<string, KindResult>();
  const kind = (name: string) => {
    let result = kinds.get(name);
    if (result === undefined) {
      result = { sent: 0, answered: 0, statuses: new Map(), latenciesMs: [] };
      kinds.set(name, result);
    }
    return result;
  };
  for (const r of requests) kind(r.kind);
  const all: number[] = [];
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: origin,
      connections,
      duration: seconds,
      timeout: 10,
      requests: requests.map(({ kind: name, ...request }) => ({
        ...request,
        setupRequest: (req: autocannon.Request) => {
          kind(name).sent += 1;
          return req;
        },
      })),
    },
    (error: unknown, result: autocannon.Result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (client: Client, status: number, _bytes: number, ms: number) => {
    // Still the answered request: autocannon moves to the next one after this event.
    const current = (client as unknown as { requestIterator: { currentRequest: autocannon.Request } })
      .requestIterator.currentRequest;
    const result = kind(kindOf.get(keyOf(current.method, current.path)) ?? 'other');
    result.answered += 1;
    result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
    result.latenciesMs.push(ms);
    all.push(ms);
  });
  const done = await finished;
  const non2xx = [...kinds.values()].reduce(
    (sum, k) =>
      sum +
      [...k.statuses].reduce((n, [status, count]) => n + (status >= 200 && status < 300 ? 0 : count), 0),
    0,
  );
  return {
    connections,
    seconds,
    requests: all.length,
    reqPerSec: all.length / seconds,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
    max: maxOf(all),
    non2xx,
    socketErrors: done.errors - done.timeouts,
    timeouts: done.timeouts,
    over10s: all.filter((ms) => ms >= 10_000).length + done.timeouts,
    kinds,
  };
}

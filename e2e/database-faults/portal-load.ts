/**
 * Load for the database-fault specs: anonymous page views, anonymous searches and acknowledged
 * writes (Insights events through the /1/ API, which needs no CSRF token and no rate limit), in
 * a few bounded loops on loopback. Every answer is recorded with the phase it was sent in.
 */
import type { ExtraPortal } from '../harness/index.ts';

/** One answer the load got (status 0: the request failed or took over ten seconds). */
export interface Outcome {
  kind: 'page' | 'search' | 'write';
  phase: string;
  status: number;
  ms: number;
  /** Writes: the event's unique name, kept only if the portal acknowledged it (200). */
  name?: string;
  retryAfter?: string | null;
  body?: string;
}

/** A running load: change `phase` as the test goes; `stop()` resolves with everything recorded. */
export interface Load {
  phase: string;
  /** Everything recorded so far (the same array `stop()` resolves with). */
  readonly outcomes: readonly Outcome[];
  stop(): Promise<Outcome[]>;
}

const APP_ID = 'PORTICO';
const INDEX = 'portico_docs';

/** The anonymous visitor's secured search key, as the search modal gets it. */
export async function anonymousSearchKey(portal: ExtraPortal): Promise<string> {
  const response = await fetch(portal.url('/api/search/token'));
  if (response.status !== 200) throw new Error(`search token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { key: string }).key;
}

async function timed(kind: Outcome['kind'], phase: string, send: () => Promise<Response>): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await send();
    const body = await response.text();
    const ms = performance.now() - started;
    return {
      kind,
      phase,
      status: response.status,
      ms,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch {
    return { kind, phase, status: 0, ms: performance.now() - started };
  }
}

/** Sends one Insights event named `name`; 200 means it was committed. */
export function sendWrite(portal: ExtraPortal, key: string, name: string, phase: string): Promise<Outcome> {
  const event = {
    eventType: 'view',
    eventName: name,
    index: INDEX,
    userToken: 'db-faults',
    objectIDs: ['/x/'],
  };
  return timed('write', phase, () =>
    fetch(portal.url('/1/events'), {
      method: 'POST',
      headers: {
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': key,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ events: [event] }),
      signal: AbortSignal.timeout(10_000),
    }),
  ).then((outcome) => ({ ...outcome, name }));
}

/** Starts `writers` write loops, one page loop and one search loop against `portal`. */
export function startLoad(
  portal: ExtraPortal,
  key: string,
  options: { writers?: number; prefix: string },
): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  let sequence = 0;
  const load: Load = { phase: 'up', outcomes, stop: async () => [] };
  const loop = async (next: () => Promise<Outcome>): Promise<void> => {
    while (running) outcomes.push(await next());
  };
  const search = () =>
    timed('search', load.phase, () =>
      fetch(portal.url(`/1/indexes/${INDEX}/query`), {
        method: 'POST',
        headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': key },
        body: JSON.stringify({ query: 'forge' }),
        signal: AbortSignal.timeout(10_000),
      }),
    );
  const page = () =>
    timed('page', load.phase, () => fetch(portal.url('/'), { signal: AbortSignal.timeout(10_000) }));
  const loops = [
    ...Array.from({ length: options.writers ?? 3 }, () =>
      loop(() => sendWrite(portal, key, `${options.prefix}-${(sequence += 1)}`, load.phase)),
    ),
    loop(page),
    loop(search),
  ];
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
    return outcomes;
  };
  return load;
}

/** Waits until `check` resolves true, polling every 100 ms, or throws after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

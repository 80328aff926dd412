// Sign-in flood benchmark: how long a legitimate sign-in takes while ~60 clients guess passwords as
// fast as they are answered. It posts the real login form either to the handler in this process
// (production scrypt cost; PGlite in memory, or a fresh schema on the PostgreSQL server of
// DATABASE_URL) or, with --portal, to a started portal over HTTP. Nothing leaves 127.0.0.1.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { inProcessTarget, portalTarget, type SignInTarget } from './lib/sign-in-targets.ts';
import { formatTable } from './lib/table.ts';

/** What to run. */
export interface SignInFloodOptions {
  /** Flooding clients, each from its own address, each sending its next guess once answered. */
  clients: number;
  /** Legitimate sign-ins timed per scenario. */
  samples: number;
  /** Post to a started portal over HTTP instead of the handler in this process. */
  portal: boolean;
  log: (line: string) => void;
}

/** One scenario's legitimate sign-ins, and what the flood got meanwhile. */
export interface FloodScenario {
  name: string;
  latenciesMs: number[];
  /** Of each signed-in owner: ms from the request to the start of its hash, and the hash itself. */
  hashWaitMs: number[];
  hashMs: number[];
  /** Outcome of each legitimate sign-in: 'signed in' or the error code. */
  outcomes: Map<string, number>;
  flood?: { attempts: number; seconds: number; outcomes: Map<string, number> };
  /** The machine's 1-minute load average when the scenario started (other work shares the cores). */
  loadAverage: number;
}

const OWNER = { email: 'owner@example.org', password: 'the owner password', address: '192.0.2.10' };

// Read through a function: the check's timing is set while the post is awaited.
const ownerHashOf = (target: SignInTarget) => target.ownerHash;
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Runs the quiet baseline, then the flood with the owner in a known and in a new browser. */
export async function runSignInFloodBench(
  options: SignInFloodOptions,
): Promise<{ target: string; scenarios: FloodScenario[] }> {
  const target = options.portal ? await portalTarget(options.log) : await inProcessTarget(OWNER.password);
  try {
    await target.post('register', { ...OWNER, screenName: 'Owner' }, OWNER.address);
    for (let i = 0; i < 4; i += 1) {
      const user = {
        email: `user${i}@example.org`,
        screenName: `User ${i}`,
        password: `password number ${i}`,
      };
      await target.post('register', user, `192.0.2.${50 + i}`);
    }
    const credentials = { email: OWNER.email, password: OWNER.password };
    // The owner has signed in before, from this address and browser (which kept its cookie).
    const { device } = await target.post('login', credentials, OWNER.address);
    const measure = async (name: string, address: (i: number) => string | undefined) => {
      const scenario: FloodScenario = {
        name,
        latenciesMs: [],
        hashWaitMs: [],
        hashMs: [],
        outcomes: new Map(),
        loadAverage: loadavg()[0] ?? 0,
      };
      for (let i = 0; i < options.samples; i += 1) {
        const from = address(i);
        delete target.ownerHash;
        const requested = performance.now();
        const cookies = from === undefined && device !== undefined ? [device] : [];
        const { outcome, ms } = await target.post('login', credentials, from ?? OWNER.address, cookies);
        const hash = ownerHashOf(target);
        if (hash !== undefined) {
          scenario.hashWaitMs.push(hash.started - requested);
          scenario.hashMs.push(hash.ms);
        }
        scenario.latenciesMs.push(ms);
        count(scenario.outcomes, outcome === 'ok' ? 'signed in' : outcome);
        await sleep(250);
      }
      return scenario;
    };
    options.log('  quiet: the owner signs in alone');
    // undefined: the owner's usual address and browser; else a new address and browser.
    const scenarios = [await measure('no flood, known browser', () => undefined)];
    for (const [name, address] of [
      ['flood, known browser', () => undefined],
      ['flood, new browser and address', (i: number) => `192.0.2.${100 + i}`],
    ] as const) {
      options.log(`  ${name}: ${options.clients} clients guessing`);
      const flood = startFlood(target, options.clients);
      await sleep(2000);
      const scenario = await measure(name, address);
      scenario.flood = await flood.stop();
      scenarios.push(scenario);
    }
    return { target: target.description, scenarios };
  } finally {
    await target.close();
  }
}

/** Clients guessing registered and unknown emails, each from its own address, until stopped. */
function startFlood(target: SignInTarget, clients: number) {
  let running = true;
  const outcomes = new Map<string, number>();
  const started = performance.now();
  const client = async (i: number) => {
    const address = `10.1.${i >> 8}.${i & 255}`;
    for (let n = 0; running; n += 1) {
      const email = n % 3 === 0 ? `user${n % 4}@example.org` : `nobody${i}-${n}@example.org`;
      const { outcome } = await target.post('login', { email, password: `guess ${n}` }, address);
      count(outcomes, outcome);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return {
    stop: async () => {
      running = false;
      await done;
      const attempts = [...outcomes.values()].reduce((a, b) => a + b, 0);
      return { attempts, seconds: (performance.now() - started) / 1000, outcomes };
    },
  };
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => value.toFixed(0);
const outcomeList = (map: Map<string, number>) => [...map].map(([key, n]) => `${key} ${n}`).join(', ');

/** The results as a Markdown table (latencies in milliseconds). */
export function formatSignInFlood(result: { target: string; scenarios: FloodScenario[] }): string {
  const rows = result.scenarios.map((s) => [
    s.name,
    s.latenciesMs.length,
    ms(quantile(s.latenciesMs, 0.5)),
    ms(quantile(s.latenciesMs, 0.9)),
    ms(Math.max(...s.latenciesMs)),
    s.hashMs.length === 0 ? '—' : ms(quantile(s.hashWaitMs, 0.5)),
    s.hashMs.length === 0 ? '—' : ms(quantile(s.hashMs, 0.5)),
    outcomeList(s.outcomes),
    s.flood === undefined ? '—' : (s.flood.attempts / s.flood.seconds).toFixed(0),
    s.flood === undefined ? '—' : outcomeList(s.flood.outcomes),
    s.loadAverage.toFixed(1),
  ]);
  return `Target: ${result.target}\n\n${formatTable(
    [
      'scenario',
      'sign-ins',
      'median ms',
      'p90 ms',
      'max ms',
      'wait for hash ms',
      'hash ms',
      'owner outcomes',
      'flood attempts/s',
      'flood outcomes',
      'load',
    ],
    rows,
  )}`;
}

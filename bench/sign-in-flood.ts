// Sign-in flood benchmark: how long a legitimate sign-in takes while ~60 clients guess passwords as
// fast as they are answered. It calls the real sign-in handler (src/server/accounts) in this
// process, with the production scrypt cost and a real database: PGlite in memory, or a fresh
// schema on the PostgreSQL server of DATABASE_URL. Nothing leaves 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { BuiltinAccountProvider } from '../src/server/accounts/builtin-account-provider.ts';
import { verifyPassword } from '../src/server/accounts/password-hash.ts';
import { handleSignIn } from '../src/server/accounts/sign-in-handler.ts';
import { createLogger } from '../src/server/log/logger.ts';
import type { Database } from '../src/server/storage/database.ts';
import { migrate } from '../src/server/storage/migrate.ts';
import { MIGRATIONS } from '../src/server/storage/migrations.ts';
import { openPgliteDatabase } from '../src/server/storage/pglite-database.ts';
import { openPostgresDatabase } from '../src/server/storage/postgres-database.ts';
import { formatTable } from './lib/table.ts';

/** What to run. */
export interface SignInFloodOptions {
  /** Flooding clients, each from its own address, each sending its next guess once answered. */
  clients: number;
  /** Legitimate sign-ins timed per scenario. */
  samples: number;
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
}

const OWNER = { email: 'owner@example.org', password: 'the owner password', address: '192.0.2.10' };
const settings = { idleTimeoutSeconds: 1800, maxLifetimeSeconds: 604800, heartbeatPath: '/gateway/hb' };
const log = createLogger('silent', {});

async function openDatabase(): Promise<{ db: Database; close: () => Promise<void>; kind: string }> {
  const url = process.env['DATABASE_URL'];
  if (url === undefined) {
    const db = await openPgliteDatabase(undefined);
    return { db, close: () => db.close(), kind: 'PGlite (in memory)' };
  }
  const schema = `portico_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const options = encodeURIComponent(`-c search_path=${schema}`);
  const db = await openPostgresDatabase({
    connectionString: `${url}${url.includes('?') ? '&' : '?'}options=${options}`,
  });
  const close = async () => {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  };
  return { db, close, kind: 'PostgreSQL' };
}

/** Posts the login form to the handler; resolves with the outcome and the milliseconds it took. */
async function signIn(
  provider: BuiltinAccountProvider,
  db: Database,
  fields: Record<string, string>,
  address: string,
  cookies: string[] = [],
) {
  const started = performance.now();
  const response = await handleSignIn(
    new Request('http://127.0.0.1/api/account/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    { provider, db: async () => db, settings, clientAddress: address, now: () => new Date(), log },
  );
  const location = response.headers.get('location') ?? '';
  const outcome = /[?&]error=([a-z-]+)/.exec(location)?.[1] ?? 'signed in';
  // The browser keeps the known-device cookie, if the portal sets one.
  const device = response.headers.getSetCookie().find((c) => c.startsWith('portico_known_device='));
  return { outcome, ms: performance.now() - started, device: device?.split(';')[0] };
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Runs the quiet baseline, then the flood with the owner at a known and at a new address. */
export async function runSignInFloodBench(
  options: SignInFloodOptions,
): Promise<{ database: string; scenarios: FloodScenario[] }> {
  const { db, close, kind } = await openDatabase();
  try {
    await migrate(db, MIGRATIONS);
    // The owner's password check is timed; a provider without the verify option just ignores it.
    const timing = { requested: 0, hashStarted: 0, hashMs: 0 };
    const verify = async (password: string, stored: string) => {
      const started = performance.now();
      const matches = await verifyPassword(password, stored);
      if (password === OWNER.password)
        Object.assign(timing, { hashStarted: started, hashMs: performance.now() - started });
      return matches;
    };
    const provider = new BuiltinAccountProvider(async () => db, undefined, undefined, { verify });
    const now = new Date();
    await provider.register({ ...OWNER, screenName: 'Owner' }, { address: OWNER.address, now });
    for (let i = 0; i < 4; i += 1) {
      await provider.register(
        { email: `user${i}@example.org`, screenName: `User ${i}`, password: `password number ${i}` },
        { address: '192.0.2.99', now },
      );
    }
    const credentials = { email: OWNER.email, password: OWNER.password };
    // The owner has signed in before, from this address and browser (which kept its cookie).
    const { device } = await signIn(provider, db, credentials, OWNER.address);
    const owner = (address: string, known: boolean) =>
      signIn(provider, db, credentials, address, known && device !== undefined ? [device] : []);
    const measure = async (
      name: string,
      address: (i: number) => string | undefined,
    ): Promise<FloodScenario> => {
      const scenario: FloodScenario = {
        name,
        latenciesMs: [],
        hashWaitMs: [],
        hashMs: [],
        outcomes: new Map(),
      };
      for (let i = 0; i < options.samples; i += 1) {
        const from = address(i);
        Object.assign(timing, { requested: performance.now(), hashStarted: 0, hashMs: 0 });
        const { outcome, ms } = await owner(from ?? OWNER.address, from === undefined);
        if (timing.hashStarted > 0) {
          scenario.hashWaitMs.push(timing.hashStarted - timing.requested);
          scenario.hashMs.push(timing.hashMs);
        }
        scenario.latenciesMs.push(ms);
        count(scenario.outcomes, outcome);
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
      const flood = startFlood(provider, db, options.clients);
      await sleep(2000);
      const scenario = await measure(name, address);
      scenario.flood = await flood.stop();
      scenarios.push(scenario);
    }
    return { database: kind, scenarios };
  } finally {
    await close();
  }
}

/** Clients guessing registered and unknown emails, each from its own address, until stopped. */
function startFlood(provider: BuiltinAccountProvider, db: Database, clients: number) {
  let running = true;
  const outcomes = new Map<string, number>();
  const started = performance.now();
  const client = async (i: number) => {
    const address = `10.1.${i >> 8}.${i & 255}`;
    for (let n = 0; running; n += 1) {
      const email = n % 3 === 0 ? `user${n % 4}@example.org` : `nobody${i}-${n}@example.org`;
      const { outcome } = await signIn(provider, db, { email, password: `guess ${n}` }, address);
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
export function formatSignInFlood(result: { database: string; scenarios: FloodScenario[] }): string {
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
  ]);
  return `Database: ${result.database}\n\n${formatTable(
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
    ],
    rows,
  )}`;
}

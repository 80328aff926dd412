import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AccountMailer, mailTranslator } from '../../src/server/accounts/account-mailer.ts';
import { BuiltinAccountProvider } from '../../src/server/accounts/builtin-account-provider.ts';
import { verifyPassword } from '../../src/server/accounts/password-hash.ts';
import { handleRegister } from '../../src/server/accounts/register-handler.ts';
import { handleSignIn } from '../../src/server/accounts/sign-in-handler.ts';
import { createLogger } from '../../src/server/log/logger.ts';
import { OutboxMailProvider } from '../../src/server/mail/outbox-mail-provider.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { migrate } from '../../src/server/storage/migrate.ts';
import { MIGRATIONS } from '../../src/server/storage/migrations.ts';
import { openPgliteDatabase } from '../../src/server/storage/pglite-database.ts';
import { openPostgresDatabase } from '../../src/server/storage/postgres-database.ts';
import { startPortal } from './portal.ts';

/** The answer to one posted form, as a browser would see it. */
export interface FormAnswer {
  /** 'ok' for a redirect without an error, else the error code of the redirect. */
  outcome: string;
  ms: number;
  /** The known-device cookie (`name=value`) the answer set, if any. */
  device: string | undefined;
}

/** Where the benchmark's forms go: the handler in this process, or a started portal over HTTP. */
export interface SignInTarget {
  description: string;
  /** Posts a form (`login` or `register`) from `address`, with the browser's cookies. */
  post(
    form: 'login' | 'register',
    fields: Record<string, string>,
    address: string,
    cookies?: string[],
  ): Promise<FormAnswer>;
  /** In this process only: when the owner's password check started and how long it took. */
  ownerHash?: { started: number; ms: number };
  close(): Promise<void>;
}

const answerOf = (response: Response, started: number): FormAnswer => {
  const location = response.headers.get('location') ?? '';
  const device = response.headers.getSetCookie().find((c) => c.startsWith('portico_known_device='));
  return {
    outcome: /[?&]error=([a-z-]+)/.exec(location)?.[1] ?? 'ok',
    ms: performance.now() - started,
    device: device?.split(';')[0],
  };
};

async function openDatabase(): Promise<{ db: Database; close: () => Promise<void>; kind: string }> {
  const url = process.env['DATABASE_URL'];
  if (url === undefined) {
    const db = await openPgliteDatabase(undefined);
    return { db, close: () => db.close(), kind: 'in process, PGlite in memory' };
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
  return { db, close, kind: 'in process, PostgreSQL' };
}

/**
 * The real sign-in and register handlers in this process, production scrypt cost. Checks of
 * `ownerPassword` are timed (a provider without the verify option ignores it).
 */
export async function inProcessTarget(ownerPassword: string): Promise<SignInTarget> {
  const { db, close, kind } = await openDatabase();
  await migrate(db, MIGRATIONS);
  const target: SignInTarget = {
    description: kind,
    close,
    async post(form, fields, address, cookies = []) {
      const started = performance.now();
      const request = new Request(`http://127.0.0.1/api/account/${form}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
        },
        body: new URLSearchParams(fields),
      });
      const deps = {
        provider,
        db: async () => db,
        settings,
        clientAddress: address,
        now: () => new Date(),
        log,
        mailer: () => Promise.resolve(mailer),
      };
      const response = await (form === 'login' ? handleSignIn(request, deps) : handleRegister(request, deps));
      return answerOf(response, started);
    },
  };
  const verify = async (password: string, stored: string) => {
    const started = performance.now();
    const matches = await verifyPassword(password, stored);
    if (password === ownerPassword) target.ownerHash = { started, ms: performance.now() - started };
    return matches;
  };
  const provider = new BuiltinAccountProvider(async () => db, undefined, undefined, { verify });
  return target;
}

// Registering mails a verification link: a real outbox in a temporary folder takes it.
const mailer = new AccountMailer({
  mail: new OutboxMailProvider(mkdtempSync(join(tmpdir(), 'portico-bench-outbox-')), 'bench@localhost'),
  t: mailTranslator('en'),
  portalName: 'Bench',
  linkBase: 'http://127.0.0.1',
  logLinks: false,
  log: createLogger('silent', {}),
});

const settings = { idleTimeoutSeconds: 1800, maxLifetimeSeconds: 604800, heartbeatPath: '/gateway/hb' };
const log = createLogger('silent', {});

/**
 * A started portal (scripts/start.ts on 127.0.0.1, its own embedded database) behind one trusted
 * proxy hop, so each client's X-Forwarded-For is its address. Forms carry a double-submit CSRF token.
 */
export async function portalTarget(progress: (line: string) => void): Promise<SignInTarget> {
  const portal = await startPortal({ TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'warn' }, progress);
  const csrf = randomBytes(32).toString('base64url');
  return {
    description: `portal over HTTP (${portal.origin})`,
    close: portal.stop,
    async post(form, fields, address, cookies = []) {
      const started = performance.now();
      const response = await fetch(`${portal.origin}/api/account/${form}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [`portico_csrf=${csrf}`, ...cookies].join('; '),
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({ ...fields, csrf }),
        redirect: 'manual',
      });
      await response.arrayBuffer();
      return answerOf(response, started);
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinAccountProvider } from '../accounts/builtin-account-provider.ts';
import type { AccountHandlerDeps } from '../accounts/account-handler-deps.ts';
import { handleRegister } from '../accounts/register-handler.ts';
import { handleSignIn } from '../accounts/sign-in-handler.ts';
import { consumeVerificationToken } from '../accounts/email-verification-store.ts';
import { MemoryMailProvider, testMailer, tokenIn } from '../mail/memory-mail.test-helper.ts';
import { createLogger } from '../log/logger.ts';
import { runMiddleware, type RequestContext } from '../middleware/middleware.ts';
import { sessionMiddleware } from '../middleware/session.ts';
import { sessionHeartbeatMiddleware } from '../middleware/session-heartbeat.ts';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { handleAccount } from './account-handler.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import type { SessionSettings } from './session-settings.ts';
import { handleSignOut } from './sign-out-handler.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const settings: SessionSettings = {
  idleTimeoutSeconds: 600,
  maxLifetimeSeconds: 3600,
  heartbeatPath: '/gateway/api/session/heartbeat',
};
const log = createLogger('silent', {});

/** The same behaviour on the embedded database and on the PostgreSQL server. */
function sessionContract(engine: string, open: () => Promise<Database>) {
  describe(engine, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
    }, 60_000);
    afterAll(() => db.close());
    let clock = new Date('2026-01-01T10:00:00Z');
    const now = () => clock;
    const advance = (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    };

    const mail = new MemoryMailProvider();
    const deps = (address = '10.0.0.1'): AccountHandlerDeps => ({
      provider: new BuiltinAccountProvider(async () => db, FAST),
      db: async () => db,
      settings,
      clientAddress: address,
      now,
      log,
      mailer: testMailer(mail),
    });

    function form(url: string, fields: Record<string, string>, cookie?: string): Request {
      return new Request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie === undefined ? {} : { cookie }),
        },
        body: new URLSearchParams(fields),
      });
    }

    const sessionCookie = (response: Response) => {
      const header = response.headers.get('set-cookie') ?? '';
      return /portico_session=([^;]*)/.exec(header)?.[1] ?? '';
    };

    /** Runs the heartbeat and session middleware for one request, returning the answer and locals. */
    async function visit(path: string, id: string | undefined, method = 'GET') {
      const context: RequestContext = { requestId: 't', log, locals: testLocals() };
      const request = new Request(`http://localhost${path}`, {
        method,
        headers: id === undefined ? {} : { cookie: `${SESSION_COOKIE}=${id}` },
      });
      const middleware = [
        sessionHeartbeatMiddleware({ db: async () => db, settings: () => settings, now }),
        sessionMiddleware({
          db: async () => db,
          settings: () => settings,
          site: async () => ({ employeeEmailDomain: 'example.com' }),
          now,
        }),
      ];
      const response = await runMiddleware(middleware, request, context, async () => new Response('page'));
      return { response, locals: context.locals };
    }

    describe('register, sign in, sessions, heartbeat and sign out', () => {
      let id = '';

      it('registers an account without a session: 303 to "check your email", and mails the link', async () => {
        const response = await handleRegister(
          form('http://localhost/api/account/register', {
            email: 'Ann@Example.com',
            screenName: 'Ann',
            password: 'a long password',
            returnTo: '/cloud/?x=1#y',
          }),
          deps(),
        );
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(
          '/account/check-email?returnTo=%2Fcloud%2F%3Fx%3D1%23y',
        );
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(tokenIn(mail.to('Ann@Example.com')[0])).toMatch(/^[\w-]{43}$/);
      });

      it('refuses bad details with a clear code', async () => {
        const short = await handleRegister(
          form('http://localhost/api/account/register', {
            email: 'b@c.org',
            screenName: 'B',
            password: 'short',
          }),
          deps(),
        );
        expect(short.headers.get('location')).toBe('/account/register?error=password-too-short');
        const email = await handleRegister(
          form('http://localhost/api/account/register', {
            email: 'nope',
            screenName: 'B',
            password: 'long enough pw',
          }),
          deps(),
        );
        expect(email.headers.get('location')).toBe('/account/register?error=invalid-email');
      });

      it('signs in unverified: an account, but no employee privileges until the link is followed', async () => {
        const signIn = await handleSignIn(
          form('http://localhost/api/account/login', {
            email: 'ann@example.com',
            password: 'a long password',
          }),
          deps(),
        );
        id = sessionCookie(signIn);
        expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const before = await visit('/cloud/', id);
        expect(before.locals.account).toMatchObject({ email: 'Ann@Example.com' });
        const principal = before.locals.principal;
        expect(principal.emailVerified).toBe(false);
        expect(principal.privileges.has('INTERNAL_PLATFORM_DOCS')).toBe(false);
        const token = tokenIn(mail.to('Ann@Example.com')[0])!;
        expect(await consumeVerificationToken(db, token, clock)).toMatchObject({ ok: true });
      });

      it('sets locals.account (spec §3 fields only) and, once verified, an employee principal with features', async () => {
        const { locals } = await visit('/cloud/', id);
        expect(locals.account).toEqual({
          id: expect.any(String),
          email: 'Ann@Example.com',
          screenName: 'Ann',
          avatarUrl: undefined,
        });
        const principal = locals.principal;
        expect(principal.emailDomain).toBe('example.com');
        expect(principal.privileges.has('INTERNAL_PLATFORM_DOCS')).toBe(true);
        expect(locals.features.has('jiraApi')).toBe(true);
        expect(handleAccount(new Request('http://localhost/api/account'), locals.account).status).toBe(200);
        expect(handleAccount(new Request('http://localhost/api/account'), undefined).status).toBe(401);
      });

      it('answers the heartbeat with the next call and the slid expiry, as ISO strings', async () => {
        advance(120);
        const { response } = await visit(settings.heartbeatPath, id, 'POST');
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          nextCallTimestamp: new Date(clock.getTime() + 200_000).toISOString(),
          sessionExpiryTime: new Date(clock.getTime() + 600_000).toISOString(),
        });
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect((await visit(settings.heartbeatPath, id, 'GET')).response.status).toBe(405);
      });

      it('slides the expiry on use, and ends the session after the idle timeout', async () => {
        advance(599);
        expect((await visit('/', id)).locals.account).toBeDefined();
        advance(599);
        expect((await visit('/', id)).locals.account).toBeDefined();
        advance(601);
        const { response, locals } = await visit('/', id);
        expect(locals.account).toBeUndefined();
        expect(response.headers.get('set-cookie')).toContain(
          `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
        );
        const beat = await visit(settings.heartbeatPath, id, 'POST');
        expect(beat.response.status).toBe(401);
      });

      it('caps a session at its maximum lifetime however active it is', async () => {
        const signIn = await handleSignIn(
          form('http://localhost/api/account/login', {
            email: 'ann@example.com',
            password: 'a long password',
          }),
          deps(),
        );
        const fresh = sessionCookie(signIn);
        const signedInAt = clock.getTime();
        let beat: Response | undefined;
        for (let i = 0; i < 12; i += 1) {
          advance(290);
          beat = (await visit(settings.heartbeatPath, fresh, 'POST')).response;
        }
        // 3480 s in, the idle timeout would reach past the lifetime: the heartbeat says the cap.
        expect(await beat?.json()).toMatchObject({
          sessionExpiryTime: new Date(signedInAt + 3_600_000).toISOString(),
        });
        expect((await visit('/', fresh)).locals.account).toBeDefined(); // 3480 s in
        advance(130);
        expect((await visit('/', fresh)).locals.account).toBeUndefined(); // past 3600 s
      });

      it('issues a new session id on sign-in and deletes the one the browser held (no fixation)', async () => {
        const first = sessionCookie(
          await handleSignIn(
            form('http://localhost/api/account/login', {
              email: 'ann@example.com',
              password: 'a long password',
            }),
            deps(),
          ),
        );
        const second = await handleSignIn(
          form(
            'http://localhost/api/account/login',
            { email: 'ann@example.com', password: 'a long password', returnTo: '//evil.com' },
            `${SESSION_COOKIE}=${first}`,
          ),
          deps(),
        );
        expect(second.headers.get('location')).toBe('/');
        const next = sessionCookie(second);
        expect(next).not.toBe(first);
        expect((await visit('/', first)).locals.account).toBeUndefined();
        expect((await visit('/', next)).locals.account).toBeDefined();
        id = next;
      });

      it('marks the cookies Secure outside local addresses', async () => {
        const response = await handleSignIn(
          form('https://docs.example.com/api/account/login', {
            email: 'ann@example.com',
            password: 'a long password',
          }),
          deps(),
        );
        const [session, device] = response.headers.getSetCookie();
        expect(session).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
        expect(device).toMatch(
          /^portico_known_device=[\w-]{43}; Max-Age=15552000; Path=\/api\/account\/login; HttpOnly; Secure; SameSite=Lax$/,
        );
      });

      it('signs out: the session is gone and the cookie cleared', async () => {
        const response = await handleSignOut(
          form('http://localhost/api/account/logout', { returnTo: '/server/' }, `${SESSION_COOKIE}=${id}`),
          { db: async () => db, log },
        );
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/server/');
        expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
        expect((await visit('/', id)).locals.account).toBeUndefined();
      });

      it('refuses wrong passwords with a clear code, then slows that address down, not the owner', async () => {
        const attempt = (password: string, address = '10.0.0.2') =>
          handleSignIn(
            form('http://localhost/api/account/login', {
              email: 'ann@example.com',
              password,
              returnTo: '/cloud/',
            }),
            deps(address),
          ).then((r) => r.headers.get('location'));
        expect(await attempt('')).toBe('/account/login?returnTo=%2Fcloud%2F&error=missing-fields');
        for (let i = 0; i < 3; i += 1) {
          expect(await attempt('wrong password')).toBe(
            '/account/login?returnTo=%2Fcloud%2F&error=invalid-credentials',
          );
        }
        // That address now waits, even with the right password; the owner elsewhere does not.
        expect(await attempt('a long password')).toBe(
          '/account/login?returnTo=%2Fcloud%2F&error=throttled&wait=2',
        );
        expect(await attempt('a long password', '10.0.0.3')).toBe('/cloud/');
        advance(2);
        expect(await attempt('a long password')).toBe('/cloud/');
      });

      it('slows down one address trying many accounts', async () => {
        advance(3600);
        const attempt = (email: string) =>
          handleSignIn(
            form('http://localhost/api/account/login', { email, password: 'whatever pw' }),
            deps('10.9.9.9'),
          ).then((r) => r.headers.get('location'));
        for (let i = 0; i < 20; i += 1)
          expect(await attempt(`user${i}@x.org`)).toContain('invalid-credentials');
        expect(await attempt('ann@example.com')).toBe('/account/login?error=throttled&wait=2');
        expect(
          await handleSignIn(
            form('http://localhost/api/account/login', {
              email: 'ann@example.com',
              password: 'a long password',
            }),
            deps('10.0.0.7'),
          ).then((r) => r.headers.get('location')),
        ).toBe('/');
      });
    });
  });
}

describeOnEveryDatabase('portico_sessions', sessionContract);

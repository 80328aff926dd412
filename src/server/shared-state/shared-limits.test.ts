import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSignIn } from '../accounts/sign-in-handler.ts';
import type { PasswordAccountProvider } from '../accounts/account-provider.ts';
import { BuiltinAccountProvider } from '../accounts/builtin-account-provider.ts';
import { SignInAddressTracker } from '../accounts/sign-in-address-tracker.ts';
import { SignInEarlyRefusal } from '../accounts/sign-in-early-refusal.ts';
import { readServerEnv } from '../config/env.ts';
import { handleFeedbackIssue } from '../feedback/feedback-handler.ts';
import { createLogger } from '../log/logger.ts';
import { initialLocals } from '../middleware/initial-locals.ts';
import { createPortal, type Portal } from '../portal.ts';
import { accountHandlerDeps, feedbackHandlerDeps } from '../portal/handler-deps.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { describeOnEverySharedStore, type OpenedStore } from './every-shared-store.test-helper.ts';

const FAST = { N: 1024, r: 8, p: 1 };
const NOW = new Date('2026-11-27T10:00:00Z');
/** An address of this run's own: Redis outlives a test run, and a window lasts up to a day. */
const address = (n: number) => `198.51.${Math.floor(Math.random() * 250)}.${n}`;

/** A form post to the sign-in action, as the login form sends it. */
const signInPost = (password: string) =>
  new Request('http://portal.test/api/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'owner@example.org', password, returnTo: '/' }).toString(),
  });

const feedbackPost = () =>
  new Request('http://portal.test/api/feedback-provider/issue', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      pageTitle: 'Webhooks',
      pageUrl: 'http://portal.test/cloud/jira/platform/webhooks/',
      pathName: '/cloud/jira/platform/webhooks/',
      ratingScore: '4',
      textFeedback: 'Clear, but an example payload would help.',
    }),
  });

/**
 * Two portal processes as createPortal builds them, each with its own memory (tracker, caches),
 * over one database and one shared store: what one counts, the other must see.
 */
describeOnEverySharedStore('portico_limits', (engine, open) => {
  describe(`limits shared by two portals (${engine})`, () => {
    let opened: OpenedStore;
    let db: Database;
    let portals: Portal[] = [];
    beforeAll(async () => {
      opened = await open();
      // Under Redis the portals still share a database, for accounts and the sign-in throttle.
      db = opened.db ?? (await openTestPglite());
      if (opened.db === undefined) await migrate(db, MIGRATIONS);
      const env = readServerEnv({
        FEEDBACK_PER_MINUTE: '10',
        FEEDBACK_PER_DAY: '10',
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '2',
      });
      portals = [opened.store, opened.another()].map((sharedState) => {
        // As accountProviderFrom builds it, with a hash cheap enough for a test.
        const tracker = new SignInAddressTracker({ store: sharedState });
        const limits = {
          register: { maxFailures: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
        };
        const accounts = new BuiltinAccountProvider(async () => db, FAST, limits, {
          store: sharedState,
          tracker,
        });
        return createPortal({
          env,
          log: createLogger('silent'),
          now: () => NOW,
          db: async () => db,
          sharedState: () => sharedState,
          signInTracker: () => tracker,
          accounts: () => accounts,
        });
      });
    }, 60_000);
    afterAll(async () => {
      await opened.close();
      if (opened.db === undefined) await db.close();
    });

    it('holds a reader to one feedback limit, whichever portal their posts reach', async () => {
      const from = address(1);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const portal = portals[i % 2]!;
        const request = feedbackPost();
        const response = await handleFeedbackIssue(
          request,
          feedbackHandlerDeps(initialLocals(portal), request, from),
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    });

    it('counts registrations from one address across both portals', async () => {
      const from = address(2);
      const results = [];
      for (let i = 0; i < 3; i += 1) {
        const accounts = portals[i % 2]!.accounts() as PasswordAccountProvider;
        results.push(
          await accounts.register(
            { email: `reg${i}-${from}@example.org`, screenName: `Reg ${i}`, password: 'a long password' },
            { address: from, now: NOW },
          ),
        );
      }
      expect(results.map((result) => result.ok)).toEqual([true, true, false]);
      expect(results[2]).toEqual({ ok: false, error: 'rate-limited' });
    });

    it('throttles sign-in and remembers the troubled address across both portals', async () => {
      const accounts = portals[0]!.accounts() as PasswordAccountProvider;
      await accounts.register(
        { email: 'owner@example.org', screenName: 'Owner', password: 'the right password' },
        { address: '10.0.0.1', now: new Date(NOW.getTime() - 60_000) },
      );
      const from = address(3);
      const locations: string[] = [];
      // Three wrong guesses are free for one address and account; they alternate between portals.
      for (let i = 0; i < 4; i += 1) {
        const portal = portals[i % 2]!;
        const request = signInPost(`wrong guess ${i}`);
        const response = await handleSignIn(
          request,
          accountHandlerDeps(initialLocals(portal), request, from),
        );
        locations.push(response.headers.get('location') ?? '');
      }
      expect(locations.slice(0, 3)).toEqual(Array(3).fill('/account/login?error=invalid-credentials'));
      expect(locations[3]).toBe('/account/login?error=throttled&wait=2');
      // The other portal never saw this address fail, yet hashes its attempts after clean ones.
      const [first, second] = portals.map((portal) => portal.signInTracker());
      await second!.load(from);
      expect(second!.standing(from)).toBe('dirty');
      // A refusal with a Retry-After in one portal is held by the other's early refusal.
      const held = address(4);
      first!.refused(held, 'throttled', 30);
      await first!.flushed();
      expect(await second!.lookupHold(held)).toMatchObject({ error: 'throttled', everyone: true });
    });

    it('forgets an address everywhere once it proves a password', async () => {
      const from = address(5);
      const [first, second] = portals.map((portal) => portal.signInTracker());
      for (let i = 0; i < 3; i += 1) first!.failed(from);
      first!.refused(from, 'busy', 2);
      await first!.flushed();
      await second!.load(from);
      expect(second!.standing(from)).toBe('dirty');
      second!.succeeded(from);
      await second!.flushed();
      // A process that never saw the address, as a third portal would be.
      const third = new SignInAddressTracker({ store: opened.another() });
      await third.load(from);
      expect(third.standing(from)).toBe('clean');
      expect(await third.lookupHold(from)).toBeUndefined();
    });

    it('refuses early, before the app, a sign-in from an address the other portal held', async () => {
      const held = address(6);
      const first = portals[0]!.signInTracker();
      first.refused(held, 'throttled', 30);
      await first.flushed();
      const refusal = new SignInEarlyRefusal({ tracker: portals[1]!.signInTracker(), maxHoldMs: 1 });
      const server = createServer((req, res) =>
        refusal.handle(
          req,
          res,
          () => ({}),
          () => res.end('app'),
        ),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const post = (from: string) =>
          fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/account/login`, {
            method: 'POST',
            headers: { 'x-forwarded-for': from, 'content-type': 'application/x-www-form-urlencoded' },
            body: 'email=a%40example.org&password=guess',
            redirect: 'manual',
          });
        const refused = await post(held);
        expect(refused.status).toBe(303);
        expect(refused.headers.get('location')).toMatch(/^\/account\/login\?error=throttled&wait=\d+$/);
        expect(await (await post(address(7))).text()).toBe('app');
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../accounts/account-store.ts';
import { readOauthClient } from '../console/oauth-client-store.ts';
import { feedbackRateLimiter } from '../feedback/feedback-rate-limit.ts';
import { postgresSharedStore } from '../shared-state/postgres-shared-store.ts';
import { createLogger } from '../log/logger.ts';
import { createTestApp, TEST_SITE, testPortal } from '../oauth/oauth-test-portal.test-helper.ts';
import { mintAccessToken } from '../oauth/try-it-token.ts';
import type { Portal } from '../portal.ts';
import { createCsrfMiddleware } from '../middleware/csrf.ts';
import { runMiddleware } from '../middleware/middleware.ts';
import { testLocals } from '../middleware/test-locals.test-helper.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import { handleTryItToken, type TryItTokenDeps } from './try-it-token-handler.ts';

const URL_ = 'http://portal.test/api/rest/try-it-token';

describe('the "Try it" token endpoint', () => {
  let db: Database;
  let portal: Portal;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
    portal = testPortal(db, lines);
  }, 60_000);
  afterAll(() => db.close());

  const depsFor = (accountId: string | undefined, over: Partial<TryItTokenDeps> = {}): TryItTokenDeps => ({
    accountId,
    enabled: true,
    apps: portal.apps,
    grantableScopes: async (clientId) =>
      (await readOauthClient(db, clientId, TEST_SITE.employeeEmailDomain))?.scopes ?? [],
    mint: async (grant) => {
      const oauth = await portal.oauth();
      return mintAccessToken(oauth.provider, oauth.apiResource, grant);
    },
    limiter: feedbackRateLimiter(postgresSharedStore(async () => db)),
    log: createLogger('silent'),
    ...over,
  });
  const post = (body: unknown) =>
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('issues a short-lived token of the developer’s own app with only the scopes it may grant', async () => {
    const { owner, app, credentials } = await createTestApp(db, await portal.apps());
    const listed = await handleTryItToken(new Request(URL_), depsFor(owner.id));
    expect(await listed.json()).toEqual({ apps: [{ id: app.id, name: 'Test app' }] });

    const answer = await handleTryItToken(
      post({ appId: app.id, scopes: ['read:me', 'manage:jira'] }),
      depsFor(owner.id),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const token = (await answer.json()) as {
      accessToken: string;
      expiresIn: number;
      scopes: string[];
      missingScopes: string[];
    };
    expect(token).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 300,
      scopes: ['read:me'],
      missingScopes: ['manage:jira'],
    });
    const oauth = await portal.oauth();
    expect(await oauth.verifyBearer(`Bearer ${token.accessToken}`)).toEqual({
      clientId: credentials.clientId,
      accountId: owner.id,
      scopes: ['read:me'],
    });
  });

  it('refuses another developer’s app exactly like a missing one, and a signed-out reader with 401', async () => {
    const { app } = await createTestApp(db, await portal.apps());
    const stranger = await insertAccount(db, {
      email: `s-${crypto.randomUUID()}@example.com`,
      screenName: 'S',
      provider: 'builtin',
    });
    const other = await handleTryItToken(post({ appId: app.id, scopes: [] }), depsFor(stranger?.id));
    expect(other.status).toBe(404);
    const missing = await handleTryItToken(post({ appId: 'no-such-app', scopes: [] }), depsFor(stranger?.id));
    expect([missing.status, await missing.json()]).toEqual([404, await other.json()]);
    expect((await handleTryItToken(new Request(URL_), depsFor(stranger?.id))).status).toBe(200);

    const signedOut = await handleTryItToken(post({ appId: app.id, scopes: [] }), depsFor(undefined));
    expect(signedOut.status).toBe(401);
    expect((await handleTryItToken(new Request(URL_), depsFor(undefined))).status).toBe(401);
  });

  it('answers bad input with a 4xx naming the problem, and rate-limits per account', async () => {
    const { owner, app } = await createTestApp(db, await portal.apps());
    const bad = await handleTryItToken(post({ appId: app.id, scopes: 'read:me' }), depsFor(owner.id));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('scopes');
    const text = new Request(URL_, { method: 'POST', body: 'appId=1' });
    expect((await handleTryItToken(text, depsFor(owner.id))).status).toBe(415);
    expect((await handleTryItToken(new Request(URL_, { method: 'DELETE' }), depsFor(owner.id))).status).toBe(
      405,
    );
    expect((await handleTryItToken(new Request(URL_), depsFor(owner.id, { enabled: false }))).status).toBe(
      404,
    );

    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await handleTryItToken(post({ appId: app.id, scopes: [] }), depsFor(owner.id))).status);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    const limited = await handleTryItToken(post({ appId: app.id, scopes: [] }), depsFor(owner.id));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is behind the CSRF check: a POST without the page’s token never reaches it', async () => {
    let reached = false;
    const context = { requestId: 't', log: createLogger('silent'), locals: testLocals() };
    const refused = await runMiddleware(
      [createCsrfMiddleware(async () => 'secret')],
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://portal.test' },
        body: '{}',
      }),
      context,
      async () => {
        reached = true;
        return new Response(null);
      },
    );
    expect(refused.status).toBe(403);
    expect(reached).toBe(false);
  });
});

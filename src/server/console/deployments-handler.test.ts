import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appActorId } from '../../core/console/index.ts';
import type { Credentials, Owner } from '../../schemas/console.ts';
import { insertAccount } from '../accounts/account-store.ts';
import { createLogger } from '../log/logger.ts';
import type { Database } from '../storage/database.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { openTestPglite } from '../storage/test-pglite.test-helper.ts';
import type { AppRegistry } from './app-registry.ts';
import { deploymentsApiPath } from './deployments-api-path.ts';
import { handleDeployments, type DeploymentsHandlerDeps } from './deployments-handler.ts';
import { embeddedAppRegistry } from './embedded-app-registry.ts';

const ORIGIN = 'https://portal.example';

describe('the deployments API', () => {
  let db: Database;
  let registry: AppRegistry;
  let deps: DeploymentsHandlerDeps;
  let owner: Owner;
  let appId: string;
  let credentials: Credentials;

  beforeAll(async () => {
    db = await openTestPglite();
    await migrate(db, MIGRATIONS);
    registry = embeddedAppRegistry(async () => db, { employeeEmailDomain: 'vendor.example' });
    deps = { apps: async () => registry, log: createLogger('silent') };
    const email = `dev-${randomUUID()}@example.com`;
    const account = await insertAccount(db, { email, screenName: 'Dev', provider: 'builtin' });
    owner = { id: account!.id, email, emailVerified: false };
    const created = await registry.createApp(owner, { name: 'Forge', appType: 'forge', acceptTerms: true });
    appId = created.app.id;
    credentials = created.credentials;
  }, 60_000);
  afterAll(() => db.close());

  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
  const call = (
    init: { method?: string; body?: string; auth?: string | null; app?: string; query?: string } = {},
  ) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    const auth = init.auth === undefined ? basic(credentials.clientId, credentials.clientSecret) : init.auth;
    if (auth !== null) headers.set('Authorization', auth);
    const url = `${ORIGIN}${deploymentsApiPath(init.app ?? appId)}${init.query ?? ''}`;
    return handleDeployments(
      new Request(url, { method: init.method ?? 'GET', headers, body: init.body ?? null }),
      deps,
    );
  };
  const post = (body: unknown, auth?: string | null) =>
    call({ method: 'POST', body: JSON.stringify(body), ...(auth === undefined ? {} : { auth }) });

  it('records a reported deployment and answers 201 with it', async () => {
    const response = await post({ environment: 'PRODUCTION', status: 'IN_PROGRESS', version: 'abc123' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { deployment } = (await response.json()) as { deployment: Record<string, unknown> };
    expect(deployment).toMatchObject({ environment: 'PRODUCTION', status: 'IN_PROGRESS', version: 'abc123' });
    expect(deployment['finishedAt']).toBeUndefined();
    const [entry] = await registry.auditLog(appId, owner.id);
    expect(entry).toMatchObject({ action: 'deployment.recorded', actorId: appActorId(credentials.clientId) });
  });

  it('lists recent deployments per environment', async () => {
    await post({ environment: 'STAGING', status: 'DONE', version: 'v2' });
    const response = await call({ query: '?limit=1' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      appId: string;
      environments: { environment: string; deployments: { version?: string }[] }[];
    };
    expect(body.appId).toBe(appId);
    expect(body.environments.map((entry) => [entry.environment, entry.deployments.length])).toEqual([
      ['DEVELOPMENT', 0],
      ['STAGING', 1],
      ['PRODUCTION', 1],
    ]);
    expect(body.environments[1]!.deployments[0]).toMatchObject({ environment: 'STAGING', version: 'v2' });
  });

  it('answers 401 with a challenge for missing, malformed or wrong credentials', async () => {
    for (const auth of [
      null,
      'Bearer abc',
      'Basic !!!',
      basic(credentials.clientId, ''),
      basic(credentials.clientId, `${credentials.clientSecret}x`),
      basic('unknown', credentials.clientSecret),
    ]) {
      const response = await post({ environment: 'PRODUCTION', status: 'DONE' }, auth);
      expect(response.status, String(auth)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+", charset="UTF-8"$/);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('answers 404 when the credentials are another app’s', async () => {
    const other = await registry.createApp(owner, { name: 'Other', appType: 'forge', acceptTerms: true });
    const response = await post(
      { environment: 'PRODUCTION', status: 'DONE' },
      basic(other.credentials.clientId, other.credentials.clientSecret),
    );
    expect(response.status).toBe(404);
    expect((await call({ app: 'no-such-app' })).status).toBe(404);
  });

  it('answers 400 naming the field for a report the rules refuse', async () => {
    const cases: [unknown, string][] = [
      [{ environment: 'QA', status: 'DONE' }, 'environment'],
      [{ environment: 'PRODUCTION' }, 'status'],
      [{ environment: 'PRODUCTION', status: 'DONE', finishedAt: 'soon' }, 'finishedAt'],
      [{ environment: 'PRODUCTION', status: 'DONE', ref: 'main' }, 'ref'],
      ['PRODUCTION', 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: string; problems: { field: string }[] };
      expect(answer.problems.map((problem) => problem.field)).toContain(field);
      expect(answer.error.length).toBeGreaterThan(0);
    }
    const notJson = await call({ method: 'POST', body: '{"environment":' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ problems: [{ field: 'body' }] });
    const bad = await call({ query: '?limit=0' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ problems: [{ field: 'limit' }] });
  });

  it('records only a JSON report, which no cross-site form can send with cached credentials', async () => {
    // The 401 challenge makes a browser ask for and then keep Basic credentials for this origin;
    // a cross-site form or no-cors fetch may only send form or text bodies, and is refused.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await handleDeployments(
        new Request(`${ORIGIN}${deploymentsApiPath(appId)}`, {
          method: 'POST',
          headers: {
            'Content-Type': type,
            Authorization: basic(credentials.clientId, credentials.clientSecret),
          },
          body: JSON.stringify({ environment: 'PRODUCTION', status: 'FAILED', version: 'forged' }),
        }),
        deps,
      );
      expect(response.status, type).toBe(415);
    }
    const history = await (await call()).text();
    expect(history).not.toContain('forged');
  });

  it('never answers with the client secret, whatever the call', async () => {
    const answers = [
      await post({ environment: 'PRODUCTION', status: 'DONE', version: 'v9' }),
      await call(),
      await post({ environment: 'QA' }),
      await call({ app: 'no-such-app' }),
      await call({ auth: basic(credentials.clientId, `${credentials.clientSecret}x`) }),
    ];
    for (const answer of answers) expect(await answer.text()).not.toContain(credentials.clientSecret);
  });

  it('answers a NUL character in the credentials or the report with 4xx, never a 500', async () => {
    const report = { environment: 'PRODUCTION', status: 'DONE' };
    expect((await post(report, basic('a%00', credentials.clientSecret))).status).toBe(401);
    expect((await post(report, basic(credentials.clientId, '%00'))).status).toBe(401);
    const response = await post({ ...report, version: 'v\0' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ problems: [{ field: 'version' }] });
  });

  it('refuses a report too large to be one, and other methods', async () => {
    const large = await post({ environment: 'PRODUCTION', status: 'DONE', version: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
    const put = await call({ method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

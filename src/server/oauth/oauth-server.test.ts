import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database.ts';
import { describeOnEveryDatabase } from '../storage/every-database.test-helper.ts';
import { migrate } from '../storage/migrate.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { Portal } from '../portal.ts';
import {
  appConfig,
  authorizationRequest,
  CALLBACK,
  createTestApp,
  oauthError,
  ORIGIN,
  TestBrowser,
  testPortal,
  threeLegged,
} from './oauth-test-portal.test-helper.ts';

const rowsOf = async (db: Database, clientId: string) =>
  Number(
    (
      await db.query<{ n: string }>('select count(*)::text as n from oauth_payload where client_id = $1', [
        clientId,
      ])
    )[0]?.n,
  );

describeOnEveryDatabase('oauth', (name, open) => {
  describe(`the embedded authorization server on ${name}`, () => {
    let db: Database;
    let portal: Portal;
    const lines: string[] = [];
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      portal = testPortal(db, lines);
    }, 60_000);
    afterAll(() => db.close());

    it('answers discovery under /oauth2 and at the RFC 8414 address', async () => {
      const browser = new TestBrowser(portal);
      const oidc = await (await browser.fetch(`${ORIGIN}/oauth2/.well-known/openid-configuration`)).json();
      const rfc8414 = await (
        await browser.fetch(`${ORIGIN}/.well-known/oauth-authorization-server/oauth2`)
      ).json();
      expect(oidc).toMatchObject({ issuer: `${ORIGIN}/oauth2`, token_endpoint: `${ORIGIN}/oauth2/token` });
      expect(rfc8414).toEqual(oidc);
      const unknown = await browser.fetch(`${ORIGIN}/oauth2/nothing-here`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'not_found' });
    });

    it('issues an opaque client-credentials token and refuses a scope outside the permissions', async () => {
      const registry = await portal.apps();
      const { credentials } = await createTestApp(db, registry);
      const browser = new TestBrowser(portal);
      const config = await appConfig(browser, credentials.clientId, credentials.clientSecret);
      const token = await client.clientCredentialsGrant(config, { scope: 'read:me' });
      expect(token.access_token).not.toContain('.');
      const oauth = await portal.oauth();
      expect(await oauth.verifyBearer(`Bearer ${token.access_token}`)).toEqual({
        clientId: credentials.clientId,
        scopes: ['read:me'],
      });
      // The owner has no Jira privilege, so the enrolment grants nothing.
      expect(
        await oauthError(client.clientCredentialsGrant(config, { scope: 'write:jira-work' })),
      ).toMatchObject({
        error: 'invalid_scope',
      });
      expect(await oauth.verifyBearer('Bearer not-a-token')).toBeUndefined();
      expect(await oauth.verifyBearer(null)).toBeUndefined();
    });

    it('runs 3LO with PKCE through the interaction, rotates refresh tokens and revokes on rotation', async () => {
      const registry = await portal.apps();
      const { owner, app, credentials } = await createTestApp(db, registry);
      const browser = new TestBrowser(portal);
      const config = await appConfig(browser, credentials.clientId, credentials.clientSecret);

      // Signed out: the interaction page sends the browser to the portal's sign-in.
      const signedOut = await browser.follow(
        (await authorizationRequest(config)).url.href,
        `${ORIGIN}/account/login`,
      );
      expect(signedOut.url.pathname).toBe('/account/login');
      expect(signedOut.url.searchParams.get('returnTo')).toMatch(/^\/oauth2\/interaction\//);

      await browser.signIn(owner.id);
      const { tokens, view } = await threeLegged(browser, config);
      expect(view.kind).toBe('consent');
      // The consent page's forms end at the app's callback: its CSP form-action must name it.
      expect(view.callbackOrigin).toBe(new URL(CALLBACK).origin);
      expect(view.scopes.map((scope) => scope.name)).toEqual(
        expect.arrayContaining(['openid', 'offline_access', 'read:me']),
      );
      expect(tokens.refresh_token).toBeDefined();
      expect(tokens.claims()?.sub).toBe(owner.id);
      const oauth = await portal.oauth();
      expect(await oauth.verifyBearer(`Bearer ${tokens.access_token}`)).toEqual({
        clientId: credentials.clientId,
        accountId: owner.id,
        scopes: ['read:me'],
      });

      const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
      expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
      expect(await oauthError(client.refreshTokenGrant(config, tokens.refresh_token!))).toMatchObject({
        error: 'invalid_grant',
      });

      const second = await threeLegged(browser, config);
      const twoLegged = await client.clientCredentialsGrant(config, { scope: 'read:me' });
      const rotated = await registry.rotateSecret(app.id, owner);
      expect(await oauthError(client.clientCredentialsGrant(config, { scope: 'read:me' }))).toMatchObject({
        error: 'invalid_client',
        status: 401,
      });
      const fresh = await appConfig(browser, credentials.clientId, rotated.clientSecret);
      for (const old of [second.tokens.access_token, twoLegged.access_token]) {
        expect(await oauth.verifyBearer(`Bearer ${old}`)).toBeUndefined();
        expect((await client.tokenIntrospection(fresh, old)).active).toBe(false);
      }
      expect(await oauthError(client.refreshTokenGrant(fresh, second.tokens.refresh_token!))).toMatchObject({
        error: 'invalid_grant',
      });
      const working = await client.clientCredentialsGrant(fresh, { scope: 'read:me' });
      expect((await client.tokenIntrospection(fresh, working.access_token)).active).toBe(true);
    });

    it('never finds a token minted under an older secret generation', async () => {
      const registry = await portal.apps();
      const { credentials } = await createTestApp(db, registry);
      const config = await appConfig(new TestBrowser(portal), credentials.clientId, credentials.clientSecret);
      const token = await client.clientCredentialsGrant(config, { scope: 'read:me' });
      const [row] = await db.query<{ secret_generation: number }>(
        "select secret_generation from oauth_payload where model = 'ClientCredentials' and client_id = $1",
        [credentials.clientId],
      );
      expect(row?.secret_generation).toBe(1);
      const oauth = await portal.oauth();
      expect(await oauth.verifyBearer(`Bearer ${token.access_token}`)).toBeDefined();
      // The race the generation closes: a rotation committed while this token was being written.
      await db.query('update oauth_client set secret_generation = 2 where client_id = $1', [
        credentials.clientId,
      ]);
      expect(await oauth.verifyBearer(`Bearer ${token.access_token}`)).toBeUndefined();
    });

    it('revokes every token when the app is deleted', async () => {
      const registry = await portal.apps();
      const { owner, app, credentials } = await createTestApp(db, registry);
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const config = await appConfig(browser, credentials.clientId, credentials.clientSecret);
      const { tokens } = await threeLegged(browser, config);
      const twoLegged = await client.clientCredentialsGrant(config, { scope: 'read:me' });
      expect(await rowsOf(db, credentials.clientId)).toBeGreaterThan(0);
      await registry.deleteApp(app.id, owner);
      expect(await rowsOf(db, credentials.clientId)).toBe(0);
      const oauth = await portal.oauth();
      for (const token of [tokens.access_token, twoLegged.access_token]) {
        expect(await oauth.verifyBearer(`Bearer ${token}`)).toBeUndefined();
      }
      expect(await oauthError(client.refreshTokenGrant(config, tokens.refresh_token!))).toMatchObject({
        error: 'invalid_client',
      });
    });

    it('tells the app access_denied when the person denies', async () => {
      const registry = await portal.apps();
      const { owner, credentials } = await createTestApp(db, registry);
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const config = await appConfig(browser, credentials.clientId, credentials.clientSecret);
      const consent = await browser.follow((await authorizationRequest(config)).url.href);
      const abort = await browser.fetch(`${ORIGIN}${consent.url.pathname}/abort`, { method: 'POST' });
      const callback = await browser.follow(abort.headers.get('location')!);
      expect(callback.url.searchParams.get('error')).toBe('access_denied');
    });

    it('asks again when the portal session names another account', async () => {
      const registry = await portal.apps();
      const { owner, credentials } = await createTestApp(db, registry);
      const other = await createTestApp(db, registry);
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const config = await appConfig(browser, credentials.clientId, credentials.clientSecret);
      await threeLegged(browser, config);
      // Same browser, oidc-provider's session cookie kept, but the portal now says someone else.
      await browser.signIn(other.owner.id);
      const { tokens } = await threeLegged(browser, config);
      expect(tokens.claims()?.sub).toBe(other.owner.id);
      // Signed out of the portal: back to the portal's sign-in, not oidc-provider's session.
      browser.cookies.delete('portico_session');
      const signedOut = await browser.follow(
        (await authorizationRequest(config)).url.href,
        `${ORIGIN}/account/login`,
      );
      expect(signedOut.url.pathname).toBe('/account/login');
    });

    it('refuses an authorization request without PKCE, and form_post answers', async () => {
      const registry = await portal.apps();
      const { owner, credentials } = await createTestApp(db, registry);
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const base = {
        client_id: credentials.clientId,
        redirect_uri: CALLBACK,
        response_type: 'code',
        scope: 'openid',
      };
      const noPkce = await browser.fetch(
        `${ORIGIN}/oauth2/auth?${new URLSearchParams({ ...base, state: 's' })}`,
      );
      expect(noPkce.status).toBe(303);
      const location = new URL(noPkce.headers.get('location')!);
      expect(location.href.startsWith(CALLBACK)).toBe(true);
      expect(location.searchParams.get('error')).toBe('invalid_request');

      const formPost = await browser.fetch(
        `${ORIGIN}/oauth2/auth?${new URLSearchParams({
          ...base,
          response_mode: 'form_post',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
        })}`,
        { headers: { Accept: 'text/html' } },
      );
      // Refused before oidc-provider, whose refusal would be an inline-script auto-submit page.
      expect(formPost.status).toBe(303);
      expect(formPost.headers.get('location')).toBe('/oauth2/error?code=invalid_request');
    });

    it('refuses a scope outside the app’s permissions at the authorization endpoint', async () => {
      const { owner, credentials } = await createTestApp(db, await portal.apps());
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const { url } = await authorizationRequest(
        await appConfig(browser, credentials.clientId, credentials.clientSecret),
      );
      // Enrolled in Jira, but the owner has no Jira privilege: the scope is not grantable.
      url.searchParams.set('scope', 'openid write:jira-work');
      const refused = await browser.follow(url.href);
      expect(refused.url.href.startsWith(CALLBACK)).toBe(true);
      expect(refused.url.searchParams.get('error')).toBe('invalid_scope');
    });

    it('gives a Forge app client credentials only, never 3LO', async () => {
      const registry = await portal.apps();
      const { owner } = await createTestApp(db, registry);
      const { app, credentials } = await registry.createApp(owner, {
        name: 'Forge app',
        appType: 'forge',
        acceptTerms: true,
      });
      await registry.addApi(app.id, owner, { apiId: 'platform-api', scopes: ['read:me'] });
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const config = await appConfig(browser, credentials.clientId, credentials.clientSecret);
      expect((await client.clientCredentialsGrant(config, { scope: 'read:me' })).access_token).toBeTruthy();
      const { url } = await authorizationRequest(config);
      const refused = await browser.follow(url.href, `${ORIGIN}/oauth2/error`);
      expect(refused.url.pathname).toBe('/oauth2/error');
      expect(refused.url.searchParams.has('code')).toBe(true);
    });

    it('refuses form_post however the authorization endpoint is spelled', async () => {
      const { owner, credentials } = await createTestApp(db, await portal.apps());
      const browser = new TestBrowser(portal);
      await browser.signIn(owner.id);
      const { url } = await authorizationRequest(
        await appConfig(browser, credentials.clientId, credentials.clientSecret),
      );
      url.searchParams.set('response_mode', 'form_post');
      // oidc-provider's router ignores case and a trailing slash: each is its authorization endpoint.
      for (const path of ['/oauth2/auth/', '/oauth2/AUTH', '/oauth2/Auth/']) {
        const answer = await browser.fetch(`${ORIGIN}${path}${url.search}`, {
          headers: { Accept: 'text/html' },
        });
        expect(answer.status, path).toBe(303);
        expect(answer.headers.get('location'), path).toBe('/oauth2/error?code=invalid_request');
      }
    });

    it('answers a NUL character in a parameter with 400, never 500', async () => {
      const { credentials } = await createTestApp(db, await portal.apps());
      const browser = new TestBrowser(portal);
      const basic = `Basic ${btoa(`${credentials.clientId}:${credentials.clientSecret}`)}`;
      const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const posts: [string, string, Record<string, string>][] = [
        ['/oauth2/token', 'grant_type=refresh_token&refresh_token=%00', { ...form, Authorization: basic }],
        [
          '/oauth2/token',
          'grant_type=authorization_code&code=a%00&redirect_uri=x&code_verifier=v',
          { ...form, Authorization: basic },
        ],
        ['/oauth2/token', 'grant_type=client_credentials&client_id=a%00&client_secret=b', form],
        ['/oauth2/token/introspection', 'token=%00', { ...form, Authorization: basic }],
        ['/oauth2/token/revocation', 'token=%00', { ...form, Authorization: basic }],
      ];
      for (const [path, body, headers] of posts) {
        const answer = await browser.fetch(`${ORIGIN}${path}`, { method: 'POST', body, headers });
        expect(answer.status, `${path} ${body}`).toBe(400);
        expect(await answer.json()).toMatchObject({ error: 'invalid_request' });
      }
      for (const query of [
        `client_id=a%00&response_type=code`,
        `client_id=${credentials.clientId}&state=%00`,
      ]) {
        const answer = await browser.fetch(`${ORIGIN}/oauth2/auth?${query}`, {
          headers: { Accept: 'text/html' },
        });
        expect(answer.headers.get('location'), query).toBe('/oauth2/error?code=invalid_request');
      }
    });

    it('sweeps expired rows at the next sign-in, and keeps live ones', async () => {
      const insert = (id: string, expiresAt: string) =>
        db.query(
          "insert into oauth_payload (model, id, payload, expires_at) values ('Session', $1, '{}'::jsonb, $2::timestamptz)",
          [id, expiresAt],
        );
      await insert('expired-session', '2000-01-01T00:00:00Z');
      await insert('live-session', '2999-01-01T00:00:00Z');
      const { owner } = await createTestApp(db, await portal.apps());
      await new TestBrowser(portal).signIn(owner.id);
      const left = await db.query<{ id: string }>(
        "select id from oauth_payload where id in ('expired-session', 'live-session')",
      );
      expect(left.map((row) => row.id)).toEqual(['live-session']);
    });

    it('sends a browser with an unknown client to the portal error page, and logs no secret', async () => {
      const browser = new TestBrowser(portal);
      const unknown = await browser.fetch(
        `${ORIGIN}/oauth2/auth?${new URLSearchParams({ client_id: 'nobody', response_type: 'code' })}`,
        { headers: { Accept: 'text/html' } },
      );
      // The portal's own error page, never oidc-provider's (inline style), nor its description.
      expect(unknown.status).toBe(303);
      expect(unknown.headers.get('location')).toBe('/oauth2/error?code=invalid_client');
      const log = lines.join('\n');
      expect(log).not.toMatch(/pcs_[A-Za-z0-9_-]{43}/);
      expect(log).not.toMatch(/Basic [A-Za-z0-9+/=]{20,}/);
    });
  });
});

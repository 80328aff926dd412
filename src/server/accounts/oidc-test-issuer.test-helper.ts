import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcProviderContext } from 'oidc-provider';

/** What the issuer says about one person, keyed by the login typed into its form. */
export type TestClaims = Record<string, unknown>;

/** The portal as a client of the test issuer. */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

/** A real OpenID provider (oidc-provider) on a free loopback port, for tests. */
export interface TestIssuer {
  /** The issuer identifier, e.g. http://127.0.0.1:41234 (no trailing slash). */
  issuer: string;
  /** Registers the client; requests before this are answered 503. */
  registerClient(client: TestClient): void;
  /** Serves a file at `path` (a picture claim's address, say). */
  serve(path: string, type: string, body: Uint8Array): void;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider with its development login form (any login, any password: the login is the
 * subject) and a grant given without a consent screen. `people` holds the claims of each login;
 * other logins get only their subject. The server listens first, so the issuer URL is known
 * before the client (whose redirect URI may depend on a port chosen later) is registered.
 */
export async function startTestIssuer(people: Record<string, TestClaims>): Promise<TestIssuer> {
  let handler: ReturnType<Provider['callback']> | undefined;
  const files = new Map<string, { type: string; body: Uint8Array }>();
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (file !== undefined) {
      response.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' });
      response.end(file.body);
    } else if (handler === undefined) {
      response.writeHead(503).end('no client registered yet');
    } else {
      handler(request, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey: signingKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  return {
    issuer,
    registerClient(client) {
      const provider: Provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uris: client.redirectUris,
            post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'preferred_username', 'picture'],
        },
        cookies: { keys: [randomBytes(32).toString('base64url')] },
        jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
        // Lifetimes in seconds (set, so oidc-provider does not warn about its defaults).
        ttl: {
          Interaction: 600,
          Session: 3600,
          Grant: 3600,
          AccessToken: 600,
          IdToken: 600,
          AuthorizationCode: 60,
        },
        features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
        findAccount: async (_ctx: OidcProviderContext, id: string) => ({
          accountId: id,
          claims: async () => ({ ...people[id], sub: id }),
        }),
        // A first-party client: the grant is given without asking (no consent screen).
        loadExistingGrant: async (ctx: OidcProviderContext) => {
          const { client: current, session } = ctx.oidc;
          if (current === undefined || session?.accountId === undefined) return undefined;
          const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(current.clientId);
          if (existing !== undefined) return provider.Grant.find(existing);
          const grant = new provider.Grant({ clientId: current.clientId, accountId: session.accountId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      handler = provider.callback();
    },
    serve(path, type, body) {
      files.set(path, { type, body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

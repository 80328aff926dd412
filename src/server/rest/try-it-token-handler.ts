import { z } from 'zod';
import type { AppRegistry } from '../console/app-registry.ts';
import type { FeedbackRateLimiter, RateSubject } from '../feedback/feedback-rate-limit.ts';
import { bodyProblemMessage, readBoundedJson } from '../http/read-bounded-body.ts';
import type { Logger } from '../log/logger.ts';
import type { MintedToken } from '../oauth/try-it-token.ts';

/** What the endpoint needs; the route adapter passes the portal's (handler-deps.ts), tests their own. */
export interface TryItTokenDeps {
  /** The signed-in account, from the session (never from the body). */
  accountId: string | undefined;
  /** False when apps live on a vendor platform: the portal issues no tokens then. */
  enabled: boolean;
  apps: () => Promise<AppRegistry>;
  /** The scopes the app's client may be granted today (its enrolments, the owner's privileges). */
  grantableScopes: (clientId: string) => Promise<readonly string[]>;
  mint: (grant: {
    clientId: string;
    accountId: string;
    scopes: readonly string[];
  }) => Promise<MintedToken | undefined>;
  limiter: FeedbackRateLimiter;
  log: Logger;
}

const TokenRequestSchema = z
  .object({
    appId: z.string().min(1).max(100),
    /** The operation's scopes; only those the app may grant are issued. */
    scopes: z.array(z.string().min(1).max(200)).max(100),
  })
  .strict();

const MAX_BODY_BYTES = 16 * 1024;
const MINUTE = 60;
const DAY = 24 * 60 * 60;

/** A developer runs a few requests a minute; these bound a script, not a person. */
export function tryItRateSubjects(accountId: string): RateSubject[] {
  return [
    {
      key: `try-it-token:account:${accountId}`,
      windows: [
        { name: 'minute', seconds: MINUTE, max: 10 },
        { name: 'day', seconds: DAY, max: 300 },
      ],
    },
  ];
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

const unavailable = () =>
  answer(503, { error: 'No token could be issued; try again later.' }, { 'Retry-After': '30' });

/** GET: the developer's console apps a token can be issued for (id and name only). */
async function listApps(deps: TryItTokenDeps, accountId: string): Promise<Response> {
  const apps = await (await deps.apps()).listApps(accountId);
  return answer(200, { apps: apps.map((app) => ({ id: app.id, name: app.name })) });
}

/** POST: a short-lived access token of one of the developer's apps, for the operation's scopes. */
async function issueToken(request: Request, deps: TryItTokenDeps, accountId: string): Promise<Response> {
  const verdict = await deps.limiter.hit(tryItRateSubjects(accountId));
  if (!verdict.ok) {
    const seconds = verdict.retryAfterSeconds;
    return answer(
      429,
      { error: `Too many tokens asked for; try again in ${seconds} seconds.` },
      { 'Retry-After': String(seconds) },
    );
  }
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return answer(415, { error: 'Send the request as JSON (Content-Type: application/json).' });
  }
  const body = await readBoundedJson(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(body.status, { error: bodyProblemMessage(body, MAX_BODY_BYTES) });
  const parsed = TokenRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    return answer(400, {
      error: `Invalid token request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}`,
    });
  }
  const { appId, scopes } = parsed.data;
  // findApp answers only for an app the account has a role on: anyone else's is "not found" alike.
  const view = await (await deps.apps()).findApp(appId, accountId);
  if (view === undefined) return answer(404, { error: 'No such app among yours.' });
  const grantable = new Set(await deps.grantableScopes(view.clientId));
  const granted = [...new Set(scopes)].filter((scope) => grantable.has(scope));
  const minted = await deps.mint({ clientId: view.clientId, accountId, scopes: granted });
  if (minted === undefined) return answer(404, { error: 'No such app among yours.' });
  deps.log.info('try-it token issued', { appId, accountId, scopes: granted.length });
  return answer(200, {
    accessToken: minted.accessToken,
    tokenType: 'Bearer',
    expiresIn: minted.expiresIn,
    scopes: minted.scopes,
    missingScopes: scopes.filter((scope) => !grantable.has(scope)),
  });
}

/**
 * /api/rest/try-it-token (decision 0033): GET lists the signed-in developer's console apps; POST
 * `{ appId, scopes }` issues a short-lived access token of that app for the developer, limited
 * to the asked scopes the app may be granted. The CSRF middleware has refused a POST without the
 * page's token; signed out is 401, another's app 404, too many 429, anything unexpected 503.
 */
export async function handleTryItToken(request: Request, deps: TryItTokenDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'POST') {
    return answer(
      405,
      { error: `Method ${request.method} is not allowed; use GET or POST.` },
      { Allow: 'GET, POST' },
    );
  }
  if (deps.accountId === undefined) return answer(401, { error: 'Sign in to use your apps.' });
  if (!deps.enabled) return answer(404, { error: 'This portal issues no tokens for its apps.' });
  try {
    return request.method === 'GET'
      ? await listApps(deps, deps.accountId)
      : await issueToken(request, deps, deps.accountId);
  } catch (error) {
    deps.log.error('try-it token not issued', { error: String(error) });
    return unavailable();
  }
}

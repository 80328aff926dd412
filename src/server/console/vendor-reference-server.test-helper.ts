import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  AppOrOutboundAuthServiceNotFound,
  clientIdOfActor,
  OutboundAuthServiceNotFound,
  QUOTA_MESSAGES,
} from '../../core/console/index.ts';
import {
  AccountFeatureFlagSchema,
  AppDetailsSchema,
  MemberRoleSchema,
  OwnerSchema,
  type AccountFeatureFlag,
} from '../../schemas/console.ts';
import type { Actor, AppRegistry, DeploymentReader } from './app-registry.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';

/** One request the reference vendor received, for tests that look at the wire. */
export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  actorId: string | undefined;
}

/** A running reference implementation of the vendor platform API. */
export interface ReferenceVendor {
  /** What APP_REGISTRY_URL would be. */
  baseUrl: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

type Answer = { status: number; body?: unknown };
type Route = (actor: Actor, body: unknown, params: string[], query: URLSearchParams) => Promise<Answer>;

const QUOTA = new Set<string>(Object.values(QUOTA_MESSAGES));
const noContent: Answer = { status: 204 };

/** A protocol envelope the vendor checks itself; the registry checks what is inside. */
function envelope<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new AppFieldError(
    parsed.error.issues.map((issue) => ({
      field: String(issue.path.at(-1) ?? 'body'),
      message: issue.message,
    })),
  );
}

/** The app acting as itself (`Portal-Actor-Id: client:<clientId>`), or a 400 naming the actor. */
function appActorClientId(actor: Actor): string {
  const clientId = clientIdOfActor(actor.id);
  if (clientId === undefined || clientId === '')
    throw new AppFieldError([{ field: 'actor', message: 'This call is made by an app: client:<clientId>' }]);
  return clientId;
}

/** GET …/deployments?limit=: a whole number from 1 to 50, required. */
function limitOf(query: URLSearchParams): number {
  const raw = query.get('limit') ?? '';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 50)
    throw new AppFieldError([{ field: 'limit', message: 'limit must be a whole number from 1 to 50' }]);
  return limit;
}

/** The routes of docs/vendor-app-registry-api.md, each onto one registry operation. */
function routes(registry: AppRegistry): [method: string, pattern: RegExp, route: Route][] {
  const app = '/v1/apps/([^/]+)';
  return [
    [
      'GET',
      /^\/v1\/apps$/,
      async (actor) => ({ status: 200, body: { apps: await registry.listApps(actor.id) } }),
    ],
    [
      'POST',
      /^\/v1\/apps$/,
      async (actor, body) => {
        const { owner, input } = envelope(z.object({ owner: OwnerSchema, input: z.unknown() }), body);
        if (owner.id !== actor.id)
          throw new AppFieldError([{ field: 'owner', message: 'The owner must be the actor' }]);
        return { status: 201, body: await registry.createApp(owner, input as never) };
      },
    ],
    [
      'GET',
      new RegExp(`^${app}$`),
      async (actor, _body, [appId]) => {
        const view = await registry.findApp(appId!, actor.id);
        if (view === undefined) throw new AppNotFoundError(appId!);
        return { status: 200, body: view };
      },
    ],
    [
      'DELETE',
      new RegExp(`^${app}$`),
      async (actor, _b, [appId]) => (await registry.deleteApp(appId!, actor), noContent),
    ],
    [
      'PUT',
      new RegExp(`^${app}/details$`),
      async (actor, body, [appId]) => {
        const input = envelope(
          z.object({ details: z.unknown(), features: z.array(AccountFeatureFlagSchema) }),
          body,
        );
        const details = envelope(AppDetailsSchema, input.details);
        const features = new Set<AccountFeatureFlag>(input.features);
        await registry.updateDetails(appId!, actor, details, { features });
        return noContent;
      },
    ],
    [
      'POST',
      new RegExp(`^${app}/secret$`),
      async (actor, _b, [appId]) => ({ status: 200, body: await registry.rotateSecret(appId!, actor) }),
    ],
    [
      'POST',
      new RegExp(`^${app}/callback-urls$`),
      async (actor, body, [appId]) => {
        const { url } = envelope(z.object({ url: z.string() }), body);
        return (await registry.addCallbackUrl(appId!, actor, url), noContent);
      },
    ],
    [
      'DELETE',
      new RegExp(`^${app}/callback-urls$`),
      async (actor, _b, [appId], query) => {
        const url = envelope(z.string({ error: 'Callback URL is required' }), query.get('url') ?? undefined);
        return (await registry.removeCallbackUrl(appId!, actor, url), noContent);
      },
    ],
    [
      'POST',
      new RegExp(`^${app}/apis$`),
      async (actor, body, [appId]) => (await registry.addApi(appId!, actor, body as never), noContent),
    ],
    [
      'DELETE',
      new RegExp(`^${app}/apis/([^/]+)$`),
      async (actor, _b, [appId, apiId]) => (await registry.removeApi(appId!, actor, apiId!), noContent),
    ],
    [
      'PUT',
      new RegExp(`^${app}/members/([^/]+)$`),
      async (actor, body, [appId, accountId]) => {
        const { email, role } = envelope(z.object({ email: z.email(), role: MemberRoleSchema }), body);
        return (await registry.addMember(appId!, actor, { accountId: accountId!, email, role }), noContent);
      },
    ],
    [
      'DELETE',
      new RegExp(`^${app}/members/([^/]+)$`),
      async (actor, _b, [appId, accountId]) => (
        await registry.removeMember(appId!, actor, accountId!),
        noContent
      ),
    ],
    [
      'PUT',
      new RegExp(`^${app}/outbound-auth/([^/]+)$`),
      async (actor, body, [appId, key]) => {
        const { key: named } = envelope(z.object({ key: z.string() }).loose(), body);
        if (named !== key)
          throw new AppFieldError([{ field: 'key', message: 'Service key must match the path' }]);
        return (await registry.putOutboundAuth(appId!, actor, body as never), noContent);
      },
    ],
    [
      'DELETE',
      new RegExp(`^${app}/outbound-auth/([^/]+)$`),
      async (actor, _b, [appId, key]) => (await registry.removeOutboundAuth(appId!, actor, key!), noContent),
    ],
    [
      'POST',
      new RegExp(`^${app}/deployments$`),
      async (actor, body, [appId]) => (
        await registry.recordDeployment(appId!, actor, body as never),
        noContent
      ),
    ],
    [
      'POST',
      /^\/v1\/clients\/authenticate$/,
      async (actor, body) => {
        const { clientId, clientSecret } = envelope(
          z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1) }).strict(),
          body,
        );
        if (appActorClientId(actor) !== clientId)
          throw new AppFieldError([
            { field: 'actor', message: 'The actor must be the client authenticated' },
          ]);
        const client = await registry.authenticateClient(clientId, clientSecret);
        if (client === undefined)
          return { status: 404, body: { error: 'client_not_found', message: 'No such client' } };
        return { status: 200, body: client };
      },
    ],
    [
      'POST',
      new RegExp(`^${app}/app-deployments$`),
      async (actor, body, [appId]) => ({
        status: 201,
        body: await registry.recordAppDeployment(appId!, appActorClientId(actor), body as never),
      }),
    ],
    [
      'GET',
      new RegExp(`^${app}/deployments$`),
      async (actor, _b, [appId], query) => {
        const limit = limitOf(query);
        const clientId = clientIdOfActor(actor.id);
        const reader: DeploymentReader = clientId === undefined ? { accountId: actor.id } : { clientId };
        return {
          status: 200,
          body: { environments: await registry.deploymentHistory(appId!, reader, limit) },
        };
      },
    ],
    [
      'GET',
      new RegExp(`^${app}/audit$`),
      async (actor, _b, [appId]) => ({
        status: 200,
        body: { entries: await registry.auditLog(appId!, actor.id) },
      }),
    ],
  ];
}

/** The protocol's error body for a registry error. */
function errorAnswer(error: unknown): Answer {
  if (error instanceof AppFieldError) {
    const quota = error.problems.some((problem) => QUOTA.has(problem.message));
    const code = quota ? 'quota_exceeded' : 'invalid';
    return { status: 400, body: { error: code, message: error.message, problems: error.problems } };
  }
  if (error instanceof AppActionForbiddenError) {
    return { status: 403, body: { error: 'forbidden', message: error.message, action: error.action } };
  }
  if (error instanceof AppNotFoundError || error instanceof AppOrOutboundAuthServiceNotFound) {
    return { status: 404, body: { error: 'app_not_found', message: 'No such app for this developer' } };
  }
  if (error instanceof OutboundAuthServiceNotFound) {
    return { status: 404, body: { error: 'outbound_auth_service_not_found', message: error.message } };
  }
  return { status: 500, body: { error: 'internal', message: 'The registry failed' } };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppFieldError([{ field: 'body', message: 'The body must be JSON' }]);
  }
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? decodeURIComponent(value) : undefined;
}

/**
 * Starts, on a free port of 127.0.0.1, a faithful implementation of the vendor platform API
 * (docs/vendor-app-registry-api.md) over `registry`: bearer credential `token` (401 otherwise),
 * the acting developer from the Portal-Actor-* headers, envelopes checked with the console's
 * schemas, the registry's errors answered with the protocol's codes.
 */
export async function startReferenceVendor(registry: AppRegistry, token: string): Promise<ReferenceVendor> {
  const table = routes(registry);
  const requests: SeenRequest[] = [];
  const answer = (response: ServerResponse, { status, body }: Answer) => {
    response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://vendor.invalid');
    const actorId = headerValue(request, 'portal-actor-id');
    requests.push({
      method: request.method ?? '',
      url: url.pathname + url.search,
      authorization: request.headers.authorization,
      actorId,
    });
    void (async (): Promise<Answer> => {
      if (request.headers.authorization !== `Bearer ${token}`) {
        return {
          status: 401,
          body: { error: 'unauthorized', message: 'Bearer service credential required' },
        };
      }
      const found = table.find(
        ([method, pattern]) => method === request.method && pattern.test(url.pathname),
      );
      if (found === undefined)
        return { status: 405, body: { error: 'no_route', message: 'No such operation' } };
      const [, pattern, route] = found;
      const params = pattern
        .exec(url.pathname)!
        .slice(1)
        .map((value) => decodeURIComponent(value));
      try {
        if (actorId === undefined || actorId === '') {
          throw new AppFieldError([{ field: 'actor', message: 'Portal-Actor-Id is required' }]);
        }
        const email = headerValue(request, 'portal-actor-email');
        const actor: Actor = email === undefined ? { id: actorId } : { id: actorId, email };
        return await route(actor, await readBody(request), params, url.searchParams);
      } catch (error) {
        return errorAnswer(error);
      }
    })().then((result) => answer(response, result));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

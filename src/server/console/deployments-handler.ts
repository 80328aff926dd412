import type { FieldProblem } from '../../core/console/index.ts';
import type { Deployment, DeploymentReport, EnvironmentType } from '../../schemas/console.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import { bodyProblemMessage, readBoundedJson } from '../http/read-bounded-body.ts';
import type { Logger } from '../log/logger.ts';
import type { AppRegistry } from './app-registry.ts';
import { CLIENT_CREDENTIALS_CHALLENGE, clientBasicAuth } from './client-basic-auth.ts';
import { MAX_DEPLOYMENTS_PER_ENVIRONMENT } from './deployment-changes.ts';
import { appIdOfDeploymentsPath } from './deployments-api-path.ts';
import { AppFieldError, AppNotFoundError } from './registry-errors.ts';

/** A deployment report is a handful of short fields. */
export const MAX_REPORT_BYTES = 8 * 1024;

/** How many deployments per environment a GET lists without `?limit=`. */
export const DEFAULT_HISTORY_LIMIT = 10;

/** What the deployments API needs. */
export interface DeploymentsHandlerDeps {
  apps: () => Promise<AppRegistry>;
  log: Logger;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function badRequest(problems: readonly FieldProblem[]): Response {
  return json(400, {
    error: problems.map((problem) => problem.message).join('; '),
    problems: problems.map(({ field, message }) => ({ field, message })),
  });
}

const notFound = (appId: string) => json(404, { error: `No app '${appId}' for these client credentials.` });

/** The deployment as the API answers it, with its environment. */
const deploymentJson = (environment: EnvironmentType, deployment: Deployment) => ({
  environment,
  ...deployment,
});

async function record(request: Request, appId: string, clientId: string, deps: DeploymentsHandlerDeps) {
  // A browser keeps Basic credentials typed at the challenge and sends them cross-site too; a
  // cross-site form or no-cors fetch cannot send JSON, so only JSON is read.
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return json(415, { error: 'Send the report as JSON (Content-Type: application/json).' });
  }
  const body = await readBoundedJson(request, MAX_REPORT_BYTES);
  if (!body.ok) {
    if (body.problem === 'too-large') return json(413, { error: bodyProblemMessage(body, MAX_REPORT_BYTES) });
    return badRequest([{ field: 'body', message: bodyProblemMessage(body, MAX_REPORT_BYTES) }]);
  }
  // The registry checks the report with its schema and names each refused field.
  const report = body.value as DeploymentReport;
  const { environment, deployment } = await (await deps.apps()).recordAppDeployment(appId, clientId, report);
  deps.log.info('deployment recorded', { appId, environment, status: deployment.status });
  return json(201, { deployment: deploymentJson(environment, deployment) });
}

async function history(request: Request, appId: string, clientId: string, deps: DeploymentsHandlerDeps) {
  const raw = new URL(request.url).searchParams.get('limit');
  const limit = raw === null ? DEFAULT_HISTORY_LIMIT : Number(raw);
  if (!/^\d+$/.test(raw ?? '1') || limit < 1 || limit > MAX_DEPLOYMENTS_PER_ENVIRONMENT) {
    return badRequest([
      {
        field: 'limit',
        message: `limit must be a whole number from 1 to ${MAX_DEPLOYMENTS_PER_ENVIRONMENT}`,
      },
    ]);
  }
  const environments = await (await deps.apps()).deploymentHistory(appId, { clientId }, limit);
  return json(200, {
    appId,
    environments: environments.map((entry) => ({
      environment: entry.environment,
      deployments: entry.deployments.map((deployment) => deploymentJson(entry.environment, deployment)),
    })),
  });
}

/**
 * `POST /api/console/apps/{appId}/deployments` records a deployment a CLI or CI reports (JSON:
 * environment, status, version, startedAt, finishedAt) and answers 201 with it; `GET` lists the
 * latest deployments of each environment (`?limit=`, 1–50, default 10). Both authenticate with
 * the app's own client credentials over HTTP Basic (decision 0028), never a session, so CSRF does
 * not apply: wrong or missing credentials get 401 with a challenge, credentials of another app
 * 404, a report the rules refuse 400 naming the field.
 */
export async function handleDeployments(request: Request, deps: DeploymentsHandlerDeps): Promise<Response> {
  const appId = appIdOfDeploymentsPath(new URL(request.url).pathname) ?? '';
  const allowed = ['GET', 'HEAD', 'POST'];
  if (!allowed.includes(request.method)) return methodNotAllowed(request, allowed);
  const credentials = clientBasicAuth(request);
  const client =
    credentials === undefined
      ? undefined
      : await (await deps.apps()).authenticateClient(credentials.clientId, credentials.clientSecret);
  if (client === undefined) {
    return json(
      401,
      { error: "Authenticate with the app's client id and secret (HTTP Basic)." },
      { 'WWW-Authenticate': CLIENT_CREDENTIALS_CHALLENGE },
    );
  }
  if (client.appId !== appId) return notFound(appId);
  try {
    return request.method === 'POST'
      ? await record(request, appId, client.clientId, deps)
      : await history(request, appId, client.clientId, deps);
  } catch (error) {
    if (error instanceof AppFieldError) return badRequest(error.problems);
    // Deleted between the two steps: the credentials no longer name an app.
    if (error instanceof AppNotFoundError) return notFound(appId);
    throw error;
  }
}

import type { Logger } from '../log/logger.ts';
import type { Actor } from './app-registry.ts';
import { RegistryUnavailableError } from './registry-unavailable-error.ts';
import { VendorErrorSchema, type VendorError } from './vendor-answers.ts';

/** Where the vendor's platform API is and how the portal authenticates to it. */
export interface VendorConnection {
  /** APP_REGISTRY_URL: the API's base; calls go to `{baseUrl}/v1/…`. */
  baseUrl: string;
  /** APP_REGISTRY_TOKEN: the portal's service credential, sent as a bearer token only. */
  token: string;
  /** How long one call may take before the registry counts as unavailable, in ms. */
  timeoutMs: number;
}

/** One call of the protocol: the operation's name (for logs and errors) and its request. */
export interface VendorCall {
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /v1, each segment already percent-encoded. */
  path: string;
  actor: Actor;
  body?: unknown;
}

/** A 2xx answer's JSON (undefined when it had none), or a 4xx the protocol gives a meaning to. */
export type VendorAnswer = { ok: true; body: unknown } | { ok: false; error: VendorError };

/** Which error codes each meaningful 4xx status may carry. */
const CODES_OF: Readonly<Record<number, readonly VendorError['error'][]>> = {
  400: ['invalid', 'quota_exceeded'],
  403: ['forbidden'],
  404: ['app_not_found', 'outbound_auth_service_not_found', 'client_not_found'],
};

/** The actor's headers; percent-encoded, since header values are bytes and an address may not be ASCII. */
function actorHeaders(actor: Actor): Record<string, string> {
  return {
    'portal-actor-id': encodeURIComponent(actor.id),
    ...(actor.email === undefined ? {} : { 'portal-actor-email': encodeURIComponent(actor.email) }),
  };
}

/**
 * The HTTP side of the vendor registry (docs/vendor-app-registry-api.md): bearer credential,
 * acting developer in headers, JSON both ways, a timeout on every call, no redirects followed
 * (the credential must not travel elsewhere). Anything but a 2xx or a well-formed 400/403/404
 * rejects with {@link RegistryUnavailableError}, logged as a warning with the operation, status
 * and duration: never the credential, and never a body, which may carry a client secret.
 */
export function vendorTransport(
  connection: VendorConnection,
  log: Logger | undefined,
  fetchImpl: typeof fetch = fetch,
): (call: VendorCall) => Promise<VendorAnswer> {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const authorization = `Bearer ${connection.token}`;

  return async function send(call) {
    const started = Date.now();
    const unavailable = (reason: RegistryUnavailableError['reason'], message: string, status?: number) => {
      const error = new RegistryUnavailableError(
        reason,
        `App registry ${call.operation}: ${message}`,
        status,
      );
      log?.warn('app registry unavailable', {
        operation: call.operation,
        reason,
        ...(status === undefined ? {} : { status }),
        ms: Date.now() - started,
      });
      return error;
    };

    let response: Response;
    try {
      response = await fetchImpl(`${base}/v1${call.path}`, {
        method: call.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...actorHeaders(call.actor),
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(connection.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw unavailable('timeout', `no answer within ${connection.timeoutMs} ms`);
      }
      throw unavailable('unreachable', 'the vendor platform could not be reached');
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      throw unavailable(
        'timeout',
        `the answer did not arrive within ${connection.timeoutMs} ms`,
        response.status,
      );
    }
    let json: unknown;
    try {
      json = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      throw unavailable(
        'malformed',
        `answered ${response.status} with a body that is not JSON`,
        response.status,
      );
    }
    if (response.ok) return { ok: true, body: json };

    const codes = CODES_OF[response.status];
    if (codes === undefined) throw unavailable('status', `answered ${response.status}`, response.status);
    const parsed = VendorErrorSchema.safeParse(json);
    if (!parsed.success || !codes.includes(parsed.data.error)) {
      throw unavailable(
        'malformed',
        `answered ${response.status} without a valid error body`,
        response.status,
      );
    }
    return { ok: false, error: parsed.data };
  };
}

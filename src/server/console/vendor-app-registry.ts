import type { z } from 'zod';
import {
  appActorId,
  AppOrOutboundAuthServiceNotFound,
  OutboundAuthServiceNotFound,
} from '../../core/console/index.ts';
import type { Logger } from '../log/logger.ts';
import type { Actor, AppRegistry, AppView } from './app-registry.ts';
import { MAX_DEPLOYMENTS_PER_ENVIRONMENT } from './deployment-changes.ts';
import { AppActionForbiddenError, AppFieldError, AppNotFoundError } from './registry-errors.ts';
import { RegistryUnavailableError } from './registry-unavailable-error.ts';
import {
  VendorAppListSchema,
  VendorAppViewSchema,
  VendorAuditLogSchema,
  VendorAuthenticatedClientSchema,
  VendorCreatedAppSchema,
  VendorCredentialsSchema,
  VendorDeploymentHistorySchema,
  VendorEnvironmentDeploymentSchema,
  type VendorError,
} from './vendor-answers.ts';
import { vendorTransport, type VendorCall, type VendorConnection } from './vendor-http.ts';

/** What the vendor registry needs besides the connection. */
export interface VendorRegistryOptions {
  /** Where unavailability is reported (operation, status, duration; never a credential). */
  log?: Logger;
  /** The HTTP client; tests pass their own. */
  fetch?: typeof fetch;
}

const segment = encodeURIComponent;
const appPath = (appId: string) => `/apps/${segment(appId)}`;

/**
 * The app registry on a vendor's platform (decision 0029), speaking the protocol of
 * docs/vendor-app-registry-api.md. The vendor keeps the apps, checks roles and quotas and
 * issues the credentials; this client maps each operation to one call and the protocol's error
 * codes to the registry's errors. Every answer is parsed with the console's schemas: an answer
 * of the wrong shape, an unknown status, a timeout or an unreachable vendor rejects with
 * {@link RegistryUnavailableError} (503), so nothing the vendor sends is trusted unchecked.
 */
export function vendorAppRegistry(
  connection: VendorConnection,
  options: VendorRegistryOptions = {},
): AppRegistry {
  const send = vendorTransport(connection, options.log, options.fetch);

  const malformed = (call: VendorCall, what: string) => {
    options.log?.warn('app registry unavailable', { operation: call.operation, reason: 'malformed' });
    return new RegistryUnavailableError('malformed', `App registry ${call.operation}: ${what}`);
  };

  /**
   * The registry's error for a protocol error. `appId` is undefined on the calls about no app
   * (list, create), where only field problems mean something; `outboundKey` is set on the
   * outbound auth operations.
   */
  const errorOf = (
    call: VendorCall,
    appId: string | undefined,
    error: VendorError,
    outboundKey?: string,
  ): Error => {
    if (error.error === 'invalid' || error.error === 'quota_exceeded')
      return new AppFieldError(error.problems);
    if (appId === undefined) return malformed(call, `answered '${error.error}', which this call cannot get`);
    switch (error.error) {
      case 'forbidden':
        return new AppActionForbiddenError(appId, error.action);
      case 'app_not_found':
        return outboundKey === undefined
          ? new AppNotFoundError(appId)
          : new AppOrOutboundAuthServiceNotFound(outboundKey);
      case 'outbound_auth_service_not_found':
        if (outboundKey === undefined)
          return malformed(call, 'answered a not-found code of another operation');
        return new OutboundAuthServiceNotFound(outboundKey);
      case 'client_not_found':
        // Meaningful only as the answer to wrong client credentials, which authenticateClient reads.
        return malformed(call, 'answered a not-found code of another operation');
    }
  };

  /** A 2xx answer's body, which must match `schema`. */
  function parse<S extends z.ZodType>(call: VendorCall, body: unknown, schema: S): z.output<S> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const where = parsed.error.issues[0]?.path.join('.') || 'the body';
    throw malformed(call, `answered a body that does not match the protocol (at ${where})`);
  }

  /** A call whose 2xx answer must match `schema`. */
  async function read<S extends z.ZodType>(
    call: VendorCall,
    appId: string | undefined,
    schema: S,
  ): Promise<z.output<S>> {
    const answer = await send(call);
    if (!answer.ok) throw errorOf(call, appId, answer.error);
    return parse(call, answer.body, schema);
  }

  /** A change: a 2xx answer is all it needs (its body, if any, is ignored). */
  async function change(call: VendorCall, appId: string, outboundKey?: string): Promise<void> {
    const answer = await send(call);
    if (!answer.ok) throw errorOf(call, appId, answer.error, outboundKey);
  }

  const on = (
    operation: string,
    appId: string,
    actor: Actor,
    rest: Omit<VendorCall, 'operation' | 'actor'>,
  ) => change({ operation, actor, ...rest, path: `${appPath(appId)}${rest.path}` }, appId);

  return {
    kind: 'vendor',

    async listApps(accountId) {
      const call: VendorCall = {
        operation: 'listApps',
        method: 'GET',
        path: '/apps',
        actor: { id: accountId },
      };
      return (await read(call, undefined, VendorAppListSchema)).apps;
    },

    async findApp(appId, accountId): Promise<AppView | undefined> {
      const call: VendorCall = {
        operation: 'findApp',
        method: 'GET',
        path: appPath(appId),
        actor: { id: accountId },
      };
      const answer = await send(call);
      if (!answer.ok) {
        if (answer.error.error === 'app_not_found') return undefined;
        throw errorOf(call, appId, answer.error);
      }
      const view = parse(call, answer.body, VendorAppViewSchema);
      if (view.app.id !== appId) throw malformed(call, 'answered another app than the one asked for');
      return view;
    },

    async createApp(owner, input) {
      const call: VendorCall = {
        operation: 'createApp',
        method: 'POST',
        path: '/apps',
        actor: { id: owner.id, email: owner.email },
        body: { owner, input },
      };
      return read(call, undefined, VendorCreatedAppSchema);
    },

    updateDetails: (appId, actor, details, context) =>
      on('updateDetails', appId, actor, {
        method: 'PUT',
        path: '/details',
        body: { details, features: [...context.features].sort() },
      }),

    rotateSecret: (appId, actor) =>
      read(
        { operation: 'rotateSecret', method: 'POST', path: `${appPath(appId)}/secret`, actor },
        appId,
        VendorCredentialsSchema,
      ),

    addCallbackUrl: (appId, actor, url) =>
      on('addCallbackUrl', appId, actor, { method: 'POST', path: '/callback-urls', body: { url } }),
    removeCallbackUrl: (appId, actor, url) =>
      on('removeCallbackUrl', appId, actor, { method: 'DELETE', path: `/callback-urls?url=${segment(url)}` }),
    addApi: (appId, actor, enrolment) =>
      on('addApi', appId, actor, { method: 'POST', path: '/apis', body: enrolment }),
    removeApi: (appId, actor, apiId) =>
      on('removeApi', appId, actor, { method: 'DELETE', path: `/apis/${segment(apiId)}` }),
    addMember: (appId, actor, member) =>
      on('addMember', appId, actor, {
        method: 'PUT',
        path: `/members/${segment(member.accountId)}`,
        body: { email: member.email, role: member.role },
      }),
    removeMember: (appId, actor, accountId) =>
      on('removeMember', appId, actor, { method: 'DELETE', path: `/members/${segment(accountId)}` }),

    putOutboundAuth: (appId, actor, input) =>
      change(
        {
          operation: 'putOutboundAuth',
          method: 'PUT',
          path: `${appPath(appId)}/outbound-auth/${segment(input.key)}`,
          actor,
          body: input,
        },
        appId,
        input.key,
      ),
    removeOutboundAuth: (appId, actor, key) =>
      change(
        {
          operation: 'removeOutboundAuth',
          method: 'DELETE',
          path: `${appPath(appId)}/outbound-auth/${segment(key)}`,
          actor,
        },
        appId,
        key,
      ),

    recordDeployment: (appId, actor, report) =>
      on('recordDeployment', appId, actor, { method: 'POST', path: '/deployments', body: report }),

    async authenticateClient(clientId, clientSecret) {
      // The secret travels only in this body, over the service credential's TLS; the transport
      // never logs a body and no error message quotes one.
      const call: VendorCall = {
        operation: 'authenticateClient',
        method: 'POST',
        path: '/clients/authenticate',
        actor: { id: appActorId(clientId) },
        body: { clientId, clientSecret },
      };
      const answer = await send(call);
      if (!answer.ok) {
        if (answer.error.error === 'client_not_found') return undefined;
        // The portal sends a well-formed body as the right actor: any other refusal means the
        // two sides disagree on the protocol, and a field error must not reach the API's caller.
        throw malformed(call, `answered '${answer.error.error}', which this call cannot get`);
      }
      const client = parse(call, answer.body, VendorAuthenticatedClientSchema);
      if (client.clientId !== clientId) throw malformed(call, 'answered another client than the one sent');
      return client;
    },

    async recordAppDeployment(appId, clientId, report) {
      const call: VendorCall = {
        operation: 'recordAppDeployment',
        method: 'POST',
        path: `${appPath(appId)}/app-deployments`,
        actor: { id: appActorId(clientId) },
        body: report,
      };
      const recorded = await read(call, appId, VendorEnvironmentDeploymentSchema);
      if (recorded.environment !== report.environment)
        throw malformed(call, 'answered a deployment to another environment than the one reported');
      return recorded;
    },

    async deploymentHistory(appId, reader, limit) {
      const perEnvironment = Math.min(
        Math.max(1, Math.trunc(Number.isFinite(limit) ? limit : MAX_DEPLOYMENTS_PER_ENVIRONMENT)),
        MAX_DEPLOYMENTS_PER_ENVIRONMENT,
      );
      const call: VendorCall = {
        operation: 'deploymentHistory',
        method: 'GET',
        path: `${appPath(appId)}/deployments?limit=${perEnvironment}`,
        actor: { id: 'accountId' in reader ? reader.accountId : appActorId(reader.clientId) },
      };
      const { environments } = await read(call, appId, VendorDeploymentHistorySchema);
      if (environments.some((entry) => entry.deployments.length > perEnvironment))
        throw malformed(call, `answered more than ${perEnvironment} deployments of an environment`);
      return environments;
    },

    async auditLog(appId, accountId) {
      const call: VendorCall = {
        operation: 'auditLog',
        method: 'GET',
        path: `${appPath(appId)}/audit`,
        actor: { id: accountId },
      };
      return (await read(call, appId, VendorAuditLogSchema)).entries;
    },

    deleteApp: (appId, actor) => on('deleteApp', appId, actor, { method: 'DELETE', path: '' }),
  };
}

import type { AddApiInput, ApiEnrolment, ConsoleApi } from '../../schemas/console.ts';
import { isApiAccessible } from '../policy/access-policy.ts';
import { API_IDS, granularApiId, type ApiId } from '../policy/api-privileges.ts';
import type { Principal } from '../policy/principal.ts';
import type { FieldProblem } from './field-problem.ts';

/** The granular id of an API id the policy knows, or undefined for an unknown id. */
function granular(apiId: string): ApiId | undefined {
  return (API_IDS as readonly string[]).includes(apiId) ? granularApiId(apiId as ApiId) : undefined;
}

/**
 * The APIs the permissions page offers a developer (spec §6): those of the catalogue the
 * access policy says are accessible to them. Catalogue entries under a deprecated id are left
 * out, because the granular entry stands for them.
 */
export function offeredApis(principal: Principal, catalogue: readonly ConsoleApi[]): ConsoleApi[] {
  return catalogue.filter((api) => granular(api.id) === api.id && isApiAccessible(principal, api.id));
}

/**
 * Why `input` may not be added to an app, or an empty list. The API id is resolved to its
 * granular id first (a deprecated id asks for the granular API); it must be offered to the
 * developer, and every scope must be one the API defines. A refused API reads as unavailable
 * whether it is unknown or withheld, so the answer says nothing about APIs one cannot see.
 */
export function apiAdditionProblems(
  principal: Principal,
  catalogue: readonly ConsoleApi[],
  input: AddApiInput,
): FieldProblem[] {
  const id = granular(input.apiId);
  const api =
    id === undefined ? undefined : offeredApis(principal, catalogue).find((entry) => entry.id === id);
  if (api === undefined) return [{ field: 'apiId', message: `API '${input.apiId}' is not available to you` }];
  const known = new Set(api.scopes.map((scope) => scope.name));
  return input.scopes
    .filter((scope) => !known.has(scope))
    .map((scope) => ({ field: 'scopes', message: `Scopes: '${scope}' is not a scope of ${api.title}` }));
}

/**
 * Enrolments with deprecated ids moved to their granular id, scopes merged and sorted, unknown
 * ids dropped: how stored enrolments are read, so old data shows as today's APIs.
 */
export function normaliseEnrolments(enrolments: readonly ApiEnrolment[]): ApiEnrolment[] {
  const merged = new Map<string, Set<string>>();
  for (const enrolment of enrolments) {
    const id = granular(enrolment.apiId);
    if (id === undefined) continue;
    const scopes = merged.get(id) ?? new Set<string>();
    for (const scope of enrolment.scopes) scopes.add(scope);
    merged.set(id, scopes);
  }
  return [...merged].map(([apiId, scopes]) => ({ apiId, scopes: [...scopes].sort() }));
}

/**
 * The scopes the authorization server may grant an app: those of its enrolments in APIs still
 * accessible to its owner, sorted. A privilege the owner loses takes its scopes away from the
 * app at once; anything else asked for is refused as invalid_scope.
 */
export function grantableScopes(owner: Principal, enrolments: readonly ApiEnrolment[]): string[] {
  const scopes = new Set<string>();
  for (const enrolment of normaliseEnrolments(enrolments)) {
    if (!isApiAccessible(owner, enrolment.apiId)) continue;
    for (const scope of enrolment.scopes) scopes.add(scope);
  }
  return [...scopes].sort();
}

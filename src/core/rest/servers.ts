import type { RestServerData } from './reference-data.ts';
import { isObject, stringField, type JsonObject } from './openapi-document.ts';

/** The servers of an operation: its own, else its path item's, else the document's (OpenAPI 3). */
export function operationServers(
  document: JsonObject,
  path: string,
  operation: JsonObject,
): RestServerData[] {
  const pathItem = isObject(document['paths']) ? document['paths'][path] : undefined;
  for (const candidate of [
    operation['servers'],
    isObject(pathItem) ? pathItem['servers'] : undefined,
    document['servers'],
  ]) {
    if (Array.isArray(candidate) && candidate.length > 0) return candidate.filter(isObject).map(toServer);
  }
  return [];
}

function toServer(server: JsonObject): RestServerData {
  const variables: Record<string, RestServerData['variables'][string]> = {};
  const declared = server['variables'];
  if (isObject(declared)) {
    for (const [name, variable] of Object.entries(declared)) {
      if (!isObject(variable)) continue;
      const values = Array.isArray(variable['enum'])
        ? variable['enum'].filter((value): value is string => typeof value === 'string')
        : undefined;
      const fallback = values?.[0] ?? name;
      variables[name] = {
        default: String(variable['default'] ?? fallback),
        ...(values === undefined ? {} : { enum: values }),
        description: stringField(variable, 'description') ?? '',
      };
    }
  }
  return {
    url: stringField(server, 'url') ?? '',
    description: stringField(server, 'description') ?? '',
    variables,
  };
}

/** A server URL with `{variables}` replaced by `values` (undeclared ones stay as written). */
export function fillServerUrl(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/\{([^{}]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The defaults of a server's variables. */
export function serverDefaults(server: RestServerData): Record<string, string> {
  return Object.fromEntries(
    Object.entries(server.variables).map(([name, variable]) => [name, variable.default]),
  );
}

/**
 * The full URL of an operation as the page shows it: the first server with its variables'
 * defaults, then the path (its `{parameters}` kept). Without servers, the path alone.
 */
export function operationUrl(servers: readonly RestServerData[], path: string): string {
  const first = servers[0];
  if (first === undefined) return path;
  return `${fillServerUrl(first.url, serverDefaults(first)).replace(/\/+$/, '')}${path}`;
}

/**
 * The path of the first server's URL (variables at their defaults), without a trailing slash:
 * what precedes an operation's path on the wire. Empty without servers or for a bare origin.
 */
export function serverPath(servers: readonly RestServerData[]): string {
  const first = servers[0];
  if (first === undefined) return '';
  const url = fillServerUrl(first.url, serverDefaults(first));
  try {
    const path = url.startsWith('/') ? url : new URL(url).pathname;
    return decodeURI(path).replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** Whether "Try it" may send requests to these servers from a browser, and to which origins. */
export interface TryItDecision {
  allowed: boolean;
  origins: string[];
  /** Message id when not allowed. */
  reason?: string;
}

/** Message ids of the reasons "Try it" is unavailable. */
export const TRY_IT_REASONS = {
  noServer: 'rest.tryItNoServer',
  insecure: 'rest.tryItInsecure',
  templatedHost: 'rest.tryItTemplatedHost',
} as const;

/** True when `origin` matches a configured pattern (`*` stands for one or more host labels). */
function matchesPattern(origin: string, pattern: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*');
  return new RegExp(`^${source}$`, 'i').test(origin);
}

/** The origin (scheme, host, port) of an absolute URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decision 0030 §7: the origins "Try it" may call, from the servers' URLs. A variable with an
 * `enum` contributes each value; a configured pattern (site `restTryItOrigins`, e.g.
 * `https://*.atlassian.net`) that matches a server's origin is used instead of it, so a host
 * written as a placeholder (`your-domain.atlassian.net`, `{your-domain}`) works for every site;
 * an unmatched host with a variable in it, an `http:` server or a relative one allows nothing.
 */
export function tryItOrigins(servers: readonly RestServerData[], patterns: readonly string[]): TryItDecision {
  const origins = new Set<string>();
  let reason: string = TRY_IT_REASONS.noServer;
  for (const server of servers) {
    const hostPart = server.url.replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '';
    const hostVariables = [...hostPart.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
    const free = hostVariables.filter((name) => server.variables[name]?.enum === undefined);
    for (const values of variableCombinations(server, hostVariables)) {
      const origin = originOf(fillServerUrl(server.url, values));
      if (origin === undefined) continue;
      const pattern = patterns.find((candidate) => matchesPattern(origin, candidate));
      if (pattern !== undefined) origins.add(pattern);
      else if (origin.startsWith('http:')) reason = TRY_IT_REASONS.insecure;
      else if (free.length > 0) reason = TRY_IT_REASONS.templatedHost;
      else origins.add(origin);
    }
  }
  return origins.size > 0
    ? { allowed: true, origins: [...origins] }
    : { allowed: false, origins: [], reason };
}

/** Every combination of the enum values of the host's variables (defaults for the others). */
function variableCombinations(server: RestServerData, names: readonly string[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [serverDefaults(server)];
  for (const name of names) {
    const values = server.variables[name]?.enum;
    if (values === undefined || values.length === 0) continue;
    combinations = combinations.flatMap((combination) =>
      values.map((value) => ({ ...combination, [name]: value })),
    );
  }
  return combinations.slice(0, 64);
}

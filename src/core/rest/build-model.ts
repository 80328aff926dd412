import { collectOperations } from './collect-operations.ts';
import { groupOperations } from './group-operations.ts';
import type { ApiServer, ApiServerVariable, RestApi, RestSourceFlags } from './model.ts';
import { isObject, stringField, type JsonObject, type OpenApiDocument } from './openapi-document.ts';
import { createRefResolver, type RefResolver } from './resolve-ref.ts';

const NO_FLAGS: RestSourceFlags = { experimental: false, postman: false };

/**
 * Builds the REST reference model of a loaded (bundled, OpenAPI 3.x) document (see model.ts);
 * `flags` are the package source's, carried for the pages.
 */
export function buildRestApi(document: OpenApiDocument, flags: RestSourceFlags = NO_FLAGS): RestApi {
  const resolver = createRefResolver(document);
  const security = Array.isArray(document['security']) ? document['security'].filter(isObject) : [];
  const operations = collectOperations(document.paths, resolver, security);
  return {
    title: document.info.title.trim(),
    version: document.info.version,
    description: document.info.description ?? '',
    servers: serversOf(document['servers']),
    securitySchemes: securitySchemesOf(document['components'], resolver),
    security,
    flags: { ...flags },
    groups: groupOperations(operations, document['tags']),
    document,
    resolver,
  };
}

function serversOf(value: unknown): ApiServer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((server) => {
    if (!isObject(server)) return [];
    const url = stringField(server, 'url');
    if (url === undefined || url.trim() === '') return [];
    return [{ url, description: stringField(server, 'description') ?? '', variables: variablesOf(server) }];
  });
}

function variablesOf(server: JsonObject): Record<string, ApiServerVariable> {
  const variables: Record<string, ApiServerVariable> = {};
  const raw = server['variables'];
  if (!isObject(raw)) return variables;
  for (const [name, variable] of Object.entries(raw)) {
    if (!isObject(variable)) continue;
    const values = Array.isArray(variable['enum']) ? variable['enum'].map(String) : undefined;
    const fallback = variable['default'];
    variables[name] = {
      default: fallback === undefined || fallback === null ? (values?.[0] ?? '') : String(fallback),
      ...(values === undefined ? {} : { enum: values }),
      description: stringField(variable, 'description') ?? '',
    };
  }
  return variables;
}

function securitySchemesOf(components: unknown, resolver: RefResolver): Record<string, JsonObject> {
  const schemes: Record<string, JsonObject> = {};
  const raw = isObject(components) ? components['securitySchemes'] : undefined;
  if (!isObject(raw)) return schemes;
  for (const [name, scheme] of Object.entries(raw)) {
    const resolved = resolver.resolve(scheme)?.value;
    if (resolved !== undefined) schemes[name] = resolved;
  }
  return schemes;
}

import { collectOperations } from './collect-operations.ts';
import { groupOperations } from './group-operations.ts';
import type { ApiServer, RestApi } from './model.ts';
import { isObject, stringField, type OpenApiDocument } from './openapi-document.ts';
import { createRefResolver } from './resolve-ref.ts';

/** Builds the REST reference model of a loaded document (see model.ts). */
export function buildRestApi(document: OpenApiDocument): RestApi {
  const resolver = createRefResolver(document);
  const operations = collectOperations(document.paths, resolver);
  return {
    title: document.info.title.trim(),
    version: document.info.version,
    description: document.info.description ?? '',
    servers: serversOf(document['servers']),
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
    return [{ url, description: stringField(server, 'description') ?? '' }];
  });
}

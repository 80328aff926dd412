import { generatedSummary, ownSummary } from './labels.ts';
import type { ApiMediaType, ApiOperation, ApiParameter, ApiRequestBody, ApiResponse } from './model.ts';
import { flagField, HTTP_METHODS, isObject, stringField, type JsonObject } from './openapi-document.ts';
import type { RefResolver } from './resolve-ref.ts';

/** An operation before it is placed in a group (and so before it has an anchor id). */
export type CollectedOperation = Omit<ApiOperation, 'anchorId'>;

/** Every operation of `paths`, in document order (paths, then methods as written). */
export function collectOperations(
  paths: JsonObject,
  resolver: RefResolver,
  documentSecurity: readonly JsonObject[] = [],
): CollectedOperation[] {
  const operations: CollectedOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolver.resolve(rawItem)?.value;
    if (item === undefined) continue;
    const shared = parametersOf(item['parameters'], resolver);
    for (const [key, rawOperation] of Object.entries(item)) {
      const method = HTTP_METHODS.find((m) => m === key.toLowerCase());
      if (method === undefined || !isObject(rawOperation)) continue;
      operations.push(toOperation(path, method, rawOperation, shared, resolver, documentSecurity));
    }
  }
  return operations;
}

function toOperation(
  path: string,
  method: CollectedOperation['method'],
  source: JsonObject,
  shared: ApiParameter[],
  resolver: RefResolver,
  documentSecurity: readonly JsonObject[],
): CollectedOperation {
  const summary = ownSummary(source['summary']);
  const tags = Array.isArray(source['tags'])
    ? source['tags'].filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];
  const operationId = stringField(source, 'operationId');
  const requestBody = requestBodyOf(source['requestBody'], resolver);
  return {
    path,
    method,
    summary: summary ?? generatedSummary(method, path),
    summaryGenerated: summary === undefined,
    description: stringField(source, 'description') ?? '',
    deprecated: flagField(source, 'deprecated'),
    experimental: flagField(source, 'x-experimental'),
    preview: flagField(source, 'x-preview'),
    security: Array.isArray(source['security']) ? source['security'].filter(isObject) : documentSecurity,
    ...(operationId === undefined ? {} : { operationId }),
    tags,
    parameters: mergeParameters(shared, parametersOf(source['parameters'], resolver)),
    ...(requestBody === undefined ? {} : { requestBody }),
    responses: responsesOf(source['responses'], resolver),
    source,
  };
}

function parametersOf(value: unknown, resolver: RefResolver): ApiParameter[] {
  if (!Array.isArray(value)) return [];
  const out: ApiParameter[] = [];
  for (const entry of value) {
    const parameter = resolver.resolve(entry)?.value;
    const name = parameter && stringField(parameter, 'name');
    if (parameter === undefined || name === undefined) continue;
    const location = stringField(parameter, 'in') ?? '';
    const schema = parameter['schema'] ?? contentOf(parameter['content'], resolver)[0]?.schema;
    out.push({
      name,
      in: location,
      description: stringField(parameter, 'description') ?? '',
      // Path parameters are always required (OpenAPI 3.0 §4.7.12.2).
      required: location === 'path' || flagField(parameter, 'required'),
      deprecated: flagField(parameter, 'deprecated'),
      ...(schema === undefined ? {} : { schema }),
    });
  }
  return out;
}

/** Path-item parameters, overridden by operation parameters with the same name and location. */
function mergeParameters(shared: ApiParameter[], own: ApiParameter[]): ApiParameter[] {
  const key = (p: ApiParameter) => `${p.in}\u0000${p.name}`;
  const overridden = new Set(own.map(key));
  return [...shared.filter((p) => !overridden.has(key(p))), ...own];
}

function contentOf(value: unknown, resolver: RefResolver): ApiMediaType[] {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([contentType, media]) => {
    const schema = resolver.resolve(media)?.value['schema'];
    return schema === undefined ? { contentType } : { contentType, schema };
  });
}

function requestBodyOf(value: unknown, resolver: RefResolver): ApiRequestBody | undefined {
  const body = resolver.resolve(value)?.value;
  if (body === undefined) return undefined;
  return {
    description: stringField(body, 'description') ?? '',
    required: flagField(body, 'required'),
    content: contentOf(body['content'], resolver),
  };
}

function responsesOf(value: unknown, resolver: RefResolver): ApiResponse[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([status, raw]) => {
    const response = resolver.resolve(raw)?.value;
    if (response === undefined) return [];
    return [
      {
        status,
        description: stringField(response, 'description') ?? '',
        content: contentOf(response['content'], resolver),
      },
    ];
  });
}

import {
  POSTMAN_SCHEMA_URL,
  type PostmanCollection,
  type PostmanItem,
  type PostmanRequest,
} from '../../schemas/postman-collection.ts';
import { pageFileName } from '../content/compile/page-file-name.ts';
import { mediaExamples } from './examples.ts';
import type { ApiOperation, ApiParameter, RestApi } from './model.ts';
import { isObject, type JsonObject } from './openapi-document.ts';
import { contentHash, REST_REFERENCE_URL_PREFIX, type ReferenceFile } from './reference-file.ts';
import { operationServers, operationUrl } from './servers.ts';

/** The collection variable every request's URL starts with. */
export const POSTMAN_BASE_URL = 'baseUrl';
/** The collection variable a secured request's bearer token comes from. */
export const POSTMAN_TOKEN = 'bearerToken';

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** A parameter's example value as text: written example, schema example, default, first enum. */
function exampleText(parameter: ApiParameter, written: JsonObject | undefined, api: RestApi): string {
  const schema = api.resolver.resolve(parameter.schema)?.value;
  const firstAllowed = Array.isArray(schema?.['enum']) ? schema['enum'][0] : undefined;
  for (const candidate of [written?.['example'], schema?.['example'], schema?.['default'], firstAllowed]) {
    if (candidate === undefined || candidate === null) continue;
    if (Array.isArray(candidate)) return candidate.map(String).join(',');
    return typeof candidate === 'object' ? JSON.stringify(candidate) : String(candidate);
  }
  return '';
}

/** The parameters as written (path item's, then the operation's), refs followed, by `in:name`. */
function writtenParameters(operation: ApiOperation, api: RestApi): Map<string, JsonObject> {
  const pathItem = api.document.paths[operation.path];
  const lists = [isObject(pathItem) ? pathItem['parameters'] : undefined, operation.source['parameters']];
  const written = new Map<string, JsonObject>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list) {
      const resolved = api.resolver.resolve(parameter)?.value;
      if (resolved !== undefined)
        written.set(`${String(resolved['in'])}:${String(resolved['name'])}`, resolved);
    }
  }
  return written;
}

/** The JSON body of the request from the first JSON media type's first example. */
function jsonBody(operation: ApiOperation, api: RestApi): PostmanRequest['body'] {
  const body = api.resolver.resolve(operation.source['requestBody'])?.value;
  const content = isObject(body?.['content']) ? body['content'] : {};
  const entry = Object.entries(content).find(([type]) => JSON_TYPE.test(type));
  const media = entry === undefined ? undefined : api.resolver.resolve(entry[1])?.value;
  if (entry === undefined || media === undefined) return undefined;
  const example = mediaExamples(media, 'request', api.document, api.resolver)[0];
  if (example === undefined) return undefined;
  const raw = typeof example.value === 'string' ? example.value : JSON.stringify(example.value, null, 2);
  return { mode: 'raw', raw, options: { raw: { language: 'json' } } };
}

/** One operation as a Postman request. */
function requestItem(operation: ApiOperation, api: RestApi, baseUrl: string): PostmanItem {
  const written = writtenParameters(operation, api);
  const description = (parameter: ApiParameter) =>
    parameter.description === '' ? {} : { description: parameter.description };
  const value = (parameter: ApiParameter) =>
    exampleText(parameter, written.get(`${parameter.in}:${parameter.name}`), api);
  // An operation with servers of its own keeps its full URL; the others share {{baseUrl}}.
  const own = operationUrl(operationServers(api.document, operation.path, operation.source), '');
  const host = own === baseUrl ? `{{${POSTMAN_BASE_URL}}}` : own;
  const path = operation.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/\{([^{}]+)\}/g, ':$1'));
  const byPlace = (place: string) => operation.parameters.filter((parameter) => parameter.in === place);
  const queryParameters = byPlace('query').map((parameter) => ({
    key: parameter.name,
    value: value(parameter),
    ...description(parameter),
    ...(parameter.required ? {} : { disabled: true }),
  }));
  const variable = byPlace('path').map((parameter) => ({
    key: parameter.name,
    value: value(parameter),
    ...description(parameter),
  }));
  const header = byPlace('header').map((parameter) => ({
    key: parameter.name,
    value: value(parameter),
    ...description(parameter),
    ...(parameter.required ? {} : { disabled: true }),
  }));
  const accepts = operation.responses.some((response) =>
    response.content.some((media) => JSON_TYPE.test(media.contentType)),
  );
  if (accepts) header.push({ key: 'Accept', value: 'application/json' });
  const body = jsonBody(operation, api);
  if (body !== undefined) header.push({ key: 'Content-Type', value: 'application/json' });
  const query =
    queryParameters.length === 0 ? '' : `?${queryParameters.map((q) => `${q.key}=${q.value}`).join('&')}`;
  const secured = operation.security.some((alternative) => Object.keys(alternative).length > 0);
  const request: PostmanRequest = {
    method: operation.method.toUpperCase() as PostmanRequest['method'],
    url: {
      raw: `${host}/${path.join('/')}${query}`,
      host: [host],
      path,
      ...(queryParameters.length === 0 ? {} : { query: queryParameters }),
      ...(variable.length === 0 ? {} : { variable }),
    },
    header,
    ...(operation.description === '' ? {} : { description: operation.description }),
    ...(body === undefined ? {} : { body }),
    auth: secured
      ? { type: 'bearer', bearer: [{ key: 'token', value: `{{${POSTMAN_TOKEN}}}`, type: 'string' }] }
      : { type: 'noauth' },
  };
  return { name: operation.summary, request };
}

/**
 * The Postman Collection v2.1 of a reference (the source's `postman` flag, decision 0030 §9):
 * one folder per operation group, one request per operation with its method, URL on
 * `{{baseUrl}}` (the first server, variables at their defaults) with `:path` variables, query
 * parameters and headers (optional ones disabled), the first JSON request example as the body,
 * and bearer auth from `{{bearerToken}}` when the operation is secured.
 */
export function postmanCollection(api: RestApi, version?: string): PostmanCollection {
  const baseUrl = operationUrl(operationServers(api.document, '', {}), '');
  return {
    info: {
      name: version === undefined ? api.title : `${api.title} (${version})`,
      ...(api.description === '' ? {} : { description: api.description }),
      version: api.version,
      schema: POSTMAN_SCHEMA_URL,
    },
    item: api.groups.map((group) => ({
      name: group.title,
      ...(group.description === '' ? {} : { description: group.description }),
      item: group.operations.map((operation) => requestItem(operation, api, baseUrl)),
    })),
    variable: [
      { key: POSTMAN_BASE_URL, value: baseUrl, type: 'string' },
      { key: POSTMAN_TOKEN, value: '', type: 'string' },
    ],
  };
}

/**
 * The collection as a file of the build's REST data folder, named after the intro page (its
 * file stem and a content hash), so the portal serves it like the group pages' data: under the
 * intro page's access policy, at `/api/rest-reference/<file>`.
 */
export function postmanFile(introRoute: string, collection: PostmanCollection): ReferenceFile {
  const json = JSON.stringify(collection, null, 2);
  const fileName = `${pageFileName(introRoute).replace(/\.json$/, '')}-${contentHash(json)}.json`;
  return { fileName, url: `${REST_REFERENCE_URL_PREFIX}${fileName}`, json };
}

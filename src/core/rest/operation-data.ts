import { codeSamples } from './code-samples.ts';
import { mediaExamples, type ExampleDirection } from './examples.ts';
import type { ApiOperation, RestApi } from './model.ts';
import { isObject, type JsonObject } from './openapi-document.ts';
import type { RestMediaTypeData, RestOperationData } from './reference-data.ts';
import { operationSecurity, type OperationSecurity } from './security.ts';
import { matchConnectScope } from './connect-scope-match.ts';
import { operationServers, operationUrl, serverPath, tryItOrigins } from './servers.ts';

/** An operation's reference data and what its section shows of it. */
export interface PreparedOperation {
  operation: ApiOperation;
  data: RestOperationData;
  /** The copyable full URL (first server, variables' defaults). */
  url: string;
  security: OperationSecurity;
}

const PARAMETER_PLACES = new Set(['path', 'query', 'header', 'cookie']);
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** `content` of a request body or response as written: [media type, media object] pairs. */
function rawContent(container: JsonObject | undefined, api: RestApi): [string, JsonObject][] {
  const content = container?.['content'];
  if (!isObject(content)) return [];
  return Object.entries(content).flatMap(([type, media]) => {
    const resolved = api.resolver.resolve(media)?.value;
    return resolved === undefined ? [] : [[type, resolved] as [string, JsonObject]];
  });
}

function mediaData(
  container: JsonObject | undefined,
  direction: ExampleDirection,
  api: RestApi,
): RestMediaTypeData[] {
  return rawContent(container, api).map(([contentType, media]) => ({
    contentType,
    ...(isObject(media['schema']) ? { schema: media['schema'] } : {}),
    examples: mediaExamples(media, direction, api.document, api.resolver),
  }));
}

/**
 * Everything about one operation for its section and the page's reference data: servers and
 * URL, parameters, bodies and responses with their examples, security, code samples and
 * whether "Try it" can reach its servers (decision 0030 §2, §7).
 */
export function prepareOperation(
  operation: ApiOperation,
  api: RestApi,
  tryItPatterns: readonly string[],
): PreparedOperation {
  const { resolver, document } = api;
  const source = operation.source;
  const servers = operationServers(document, operation.path, source);
  const url = operationUrl(servers, operation.path);
  const security = operationSecurity(source, document, resolver);
  const rules = api.flags.connectRules;
  if (security.connectScope === undefined && rules !== undefined) {
    const scope = matchConnectScope(rules, serverPath(servers) + operation.path, operation.method);
    if (scope !== undefined) security.connectScope = scope;
  }
  const rawParameters = new Map<string, JsonObject>();
  const pathItem = isObject(document.paths[operation.path])
    ? (document.paths[operation.path] as JsonObject)
    : {};
  for (const list of [pathItem['parameters'], source['parameters']]) {
    if (!Array.isArray(list)) continue;
    for (const parameter of list) {
      const resolved = resolver.resolve(parameter)?.value;
      if (resolved !== undefined)
        rawParameters.set(`${String(resolved['in'])}:${String(resolved['name'])}`, resolved);
    }
  }
  const parameters = operation.parameters
    .filter((parameter) => PARAMETER_PLACES.has(parameter.in))
    .map((parameter) => {
      const written = rawParameters.get(`${parameter.in}:${parameter.name}`);
      return {
        name: parameter.name,
        in: parameter.in as RestOperationData['parameters'][number]['in'],
        required: parameter.required,
        description: parameter.description,
        ...(isObject(parameter.schema) ? { schema: parameter.schema } : {}),
        ...(written?.['example'] !== undefined ? { example: written['example'] } : {}),
      };
    });
  const body = resolver.resolve(source['requestBody'])?.value;
  const requestBody =
    operation.requestBody === undefined
      ? undefined
      : {
          required: operation.requestBody.required,
          description: operation.requestBody.description,
          content: mediaData(body, 'request', api),
        };
  const rawResponses = isObject(source['responses']) ? source['responses'] : {};
  const responses = operation.responses.map((response) => {
    const written = resolver.resolve(rawResponses[response.status])?.value;
    const headers = isObject(written?.['headers']) ? written['headers'] : {};
    return {
      status: response.status,
      description: response.description,
      content: mediaData(written, 'response', api),
      headers: Object.entries(headers).flatMap(([name, header]) => {
        const resolved = resolver.resolve(header)?.value;
        if (resolved === undefined) return [];
        const schema = resolved['schema'];
        return [
          {
            name,
            description: typeof resolved['description'] === 'string' ? resolved['description'] : '',
            ...(isObject(schema) ? { schema } : {}),
          },
        ];
      }),
    };
  });
  const jsonBody = requestBody?.content.find((media) => JSON_TYPE.test(media.contentType));
  const bodyExample = jsonBody?.examples[0];
  const samples = codeSamples({
    operation,
    url,
    resolver,
    secured: security.requirements.length > 0,
    ...(jsonBody !== undefined && bodyExample !== undefined
      ? { body: { contentType: jsonBody.contentType, value: bodyExample.value } }
      : {}),
  });
  const decision = tryItOrigins(servers, tryItPatterns);
  const data: RestOperationData = {
    method: operation.method,
    path: operation.path,
    servers,
    parameters,
    ...(requestBody === undefined ? {} : { requestBody }),
    responses,
    security: security.requirements,
    samples,
    tryIt:
      decision.reason === undefined
        ? { allowed: decision.allowed, origins: decision.origins }
        : { allowed: decision.allowed, origins: decision.origins, reason: decision.reason },
  };
  return { operation, data, url, security };
}

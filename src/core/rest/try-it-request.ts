import type { RestOperationData, RestServerData } from './reference-data.ts';

/** What the reader filled in the "Try it" form; every value is the text of its field. */
export interface TryItInput {
  operation: RestOperationData;
  /** Index into `operation.servers`. */
  serverIndex: number;
  /** Server variable values by name; a missing one takes its default. */
  serverVariables: Readonly<Record<string, string>>;
  /** Parameter values keyed by {@link parameterKey}; '' means not sent. */
  parameters: Readonly<Record<string, string>>;
  /** The request body's text and its media type, when the operation takes one. */
  body?: { contentType: string; text: string };
  /** How the request is authorised; the token is sent as given, never stored. */
  auth?:
    | { kind: 'bearer'; token: string }
    | { kind: 'apiKey'; in: 'query' | 'header'; name: string; value: string };
  /** Base for relative server URLs (the page's origin). */
  base: string;
}

/** A request ready for `fetch` (and for the equivalent curl). */
export interface TryItRequest {
  method: string;
  url: string;
  headers: readonly (readonly [string, string])[];
  body?: string;
}

/** A field the request cannot be built with, and why (a message id of the island). */
export interface TryItProblem {
  field: string;
  problem: 'required' | 'not-in-enum' | 'invalid-json' | 'invalid-url' | 'not-sendable';
}

export type TryItBuild = { ok: true; request: TryItRequest } | { ok: false; problems: TryItProblem[] };

/** The form key of a parameter: its location and name (a name may repeat in another location). */
export function parameterKey(parameter: { in: string; name: string }): string {
  return `${parameter.in}:${parameter.name}`;
}

// Headers a page's fetch may not set (Fetch standard "forbidden request header"), and ones fetch
// sets itself: a parameter with such a name can be shown in curl but not sent from the browser.
const FORBIDDEN_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

/** Whether a browser page may set header `name` on a fetch. */
export function isSendableHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return !FORBIDDEN_HEADERS.has(lower) && !lower.startsWith('proxy-') && !lower.startsWith('sec-');
}

/** The server URL with its variables filled (defaults for those not given). */
export function serverUrl(server: RestServerData, values: Readonly<Record<string, string>>): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name] ?? server.variables[name]?.default;
    return value === undefined ? whole : value;
  });
}

function schemaType(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const type = (schema as Record<string, unknown>)['type'];
  return typeof type === 'string' ? type : Array.isArray(type) ? type.find((t) => t !== 'null') : undefined;
}

/** An array parameter's values: the field holds them comma-separated (form style, exploded). */
function valuesOf(text: string, schema: unknown): string[] {
  return schemaType(schema) === 'array'
    ? text
        .split(',')
        .map((value) => value.trim())
        .filter((v) => v !== '')
    : [text];
}

const isJson = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());

/**
 * Builds the request of a "Try it" form: the server URL with its variables, path parameters
 * substituted (percent-encoded), query parameters appended (an array one repeated), header
 * parameters, the authorisation and the body (a JSON body must parse). Cookie parameters and
 * headers a browser may not set are refused as `not-sendable` when filled, since `fetch` would
 * drop them silently. Problems are all reported at once.
 */
export function buildTryItRequest(input: TryItInput): TryItBuild {
  const { operation } = input;
  const problems: TryItProblem[] = [];
  const server = operation.servers[input.serverIndex];
  for (const [name, variable] of Object.entries(server?.variables ?? {})) {
    const value = input.serverVariables[name];
    if (
      value !== undefined &&
      variable.enum !== undefined &&
      variable.enum.length > 0 &&
      !variable.enum.includes(value)
    ) {
      problems.push({ field: `server:${name}`, problem: 'not-in-enum' });
    }
  }
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  for (const parameter of operation.parameters) {
    const key = parameterKey(parameter);
    const text = (input.parameters[key] ?? '').trim();
    if (text === '') {
      if (parameter.required) problems.push({ field: key, problem: 'required' });
      continue;
    }
    const enumValues = (parameter.schema as { enum?: unknown } | undefined)?.enum;
    if (
      Array.isArray(enumValues) &&
      schemaType(parameter.schema) !== 'array' &&
      !enumValues.map(String).includes(text)
    ) {
      problems.push({ field: key, problem: 'not-in-enum' });
      continue;
    }
    if (parameter.in === 'path') path = path.split(`{${parameter.name}}`).join(encodeURIComponent(text));
    else if (parameter.in === 'query')
      for (const value of valuesOf(text, parameter.schema)) query.append(parameter.name, value);
    else if (parameter.in === 'header' && isSendableHeader(parameter.name))
      headers.push([parameter.name, text]);
    else problems.push({ field: key, problem: 'not-sendable' });
  }
  const auth = input.auth;
  if (auth?.kind === 'bearer' && auth.token.trim() !== '')
    headers.push(['Authorization', `Bearer ${auth.token.trim()}`]);
  if (auth?.kind === 'apiKey' && auth.value !== '') {
    if (auth.in === 'query') query.append(auth.name, auth.value);
    else if (isSendableHeader(auth.name)) headers.push([auth.name, auth.value]);
    else problems.push({ field: 'auth', problem: 'not-sendable' });
  }
  let body: string | undefined;
  if (input.body !== undefined && input.body.text.trim() !== '') {
    if (isJson(input.body.contentType)) {
      try {
        JSON.parse(input.body.text);
      } catch {
        problems.push({ field: 'body', problem: 'invalid-json' });
      }
    }
    body = input.body.text;
    headers.push(['Content-Type', input.body.contentType]);
  } else if (operation.requestBody?.required === true) problems.push({ field: 'body', problem: 'required' });

  let url: URL | undefined;
  try {
    // The server URL ends where the operation's path begins: join them as text, not as URL
    // resolution, which would drop the server's own path for an absolute operation path.
    const root = serverUrl(
      server ?? { url: '/', description: '', variables: {} },
      input.serverVariables,
    ).replace(/\/+$/, '');
    url = new URL(`${root}${path}`, input.base);
    if (!/^https?:$/.test(url.protocol) || /\{[^}]*\}/.test(decodeURI(url.host)))
      throw new TypeError('not http');
  } catch {
    problems.push({ field: 'server', problem: 'invalid-url' });
  }
  if (problems.length > 0 || url === undefined) return { ok: false, problems };
  for (const [name, value] of query) url.searchParams.append(name, value);
  return {
    ok: true,
    request: {
      method: operation.method.toUpperCase(),
      url: url.href,
      headers,
      ...(body === undefined ? {} : { body }),
    },
  };
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The request as a curl command, for the reader to run where CORS does not apply. A bearer token
 * is replaced by `$TOKEN` so the command can be copied without leaking it onto the clipboard.
 */
export function curlOf(request: TryItRequest): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    const shown =
      name.toLowerCase() === 'authorization' && value.startsWith('Bearer ') ? 'Bearer $TOKEN' : value;
    lines.push(`  --header ${shellQuote(`${name}: ${shown}`)}`);
  }
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

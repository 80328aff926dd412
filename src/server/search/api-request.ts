import { bodyProblemMessage, readBoundedJson } from '../http/read-bounded-body.ts';
import { ApiRequestError } from './api-answer.ts';

/** Credentials of a request: Algolia's headers, or the same names as query parameters. */
export interface ApiCredentials {
  appId: string | undefined;
  apiKey: string | undefined;
}

/**
 * The query parameters of a URL, names lower-cased. Values are percent-decoded but a '+' stays a
 * '+': search-insights puts the API key in the query string without encoding it, and secured keys
 * are base64, where '+' is a digit, not a space.
 */
export function rawQueryParams(url: URL): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of url.search.slice(1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    try {
      const key = decodeURIComponent(name).toLowerCase();
      if (!params.has(key)) params.set(key, decodeURIComponent(value));
    } catch {
      throw new ApiRequestError(400, 'The query string is not valid percent-encoding.');
    }
  }
  return params;
}

/** The application id and API key of a request (headers first, then query parameters). */
export function credentialsOf(request: Request, url: URL): ApiCredentials {
  const query = rawQueryParams(url);
  return {
    appId: request.headers.get('x-algolia-application-id') ?? query.get('x-algolia-application-id'),
    apiKey: request.headers.get('x-algolia-api-key') ?? query.get('x-algolia-api-key'),
  };
}

/** Largest body of a search request: room for many queries of 10,000 characters. */
export const MAX_QUERY_BODY_BYTES = 1_000_000;

/**
 * The JSON body of a request, read up to `limit` bytes; a body that cannot be read is an
 * {@link ApiRequestError} (413 or 400). Algolia's browser clients send JSON as text/plain (no
 * CORS preflight), so the content type is not checked. An empty body is `{}`.
 */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const body = await readBoundedJson(request, limit, { empty: {} });
  if (!body.ok) throw new ApiRequestError(body.status, bodyProblemMessage(body, limit));
  return body.value;
}

/** Whether a value is a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const CREDENTIAL_PARAMS = new Set(['x-algolia-application-id', 'x-algolia-api-key', 'x-algolia-agent']);

/** Search parameters from a URL-encoded string (Algolia's `params`), credentials left out. */
export function paramsFromString(source: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(source))
    if (!CREDENTIAL_PARAMS.has(name.toLowerCase())) params[name] = value;
  return params;
}

/**
 * The search parameters of a JSON body: its fields, with a `params` string (Algolia's older
 * form) merged in; fields win over `params`, as in Algolia.
 */
export function paramsFromBody(body: unknown, what = 'The request body'): Record<string, unknown> {
  if (!isObject(body)) throw new ApiRequestError(400, `${what} must be a JSON object.`);
  const { params, ...fields } = body;
  if (params === undefined) return fields;
  if (typeof params !== 'string') throw new ApiRequestError(400, `${what}: params must be a string.`);
  return { ...paramsFromString(params), ...fields };
}

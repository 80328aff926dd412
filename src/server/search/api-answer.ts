/**
 * Answers of the Algolia-compatible API. Its clients send credentials, never cookies, so any
 * origin may call it (as Algolia's own API allows): the answer is the same whoever asks.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-usertoken',
  'Access-Control-Max-Age': '86400',
};

const JSON_HEADERS = { ...CORS_HEADERS, 'Cache-Control': 'no-store' };

/** A JSON answer. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** An error as Algolia words them: `{message, status}` with the same status on the response. */
export function apiError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonAnswer({ message, status }, status, headers);
}

/** The answer to a CORS preflight. */
export function preflightAnswer(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

/** An error that ends a request with a 4xx answer. */
export class ApiRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
  }
}

import type { TryItRequest } from '../../../core/rest/try-it-request.ts';
import { postJson } from '../../kit/http/csrf.ts';

/** What came back: a response (any status), or nothing at all (CORS refusal, network, DNS). */
export type TryItOutcome =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      headers: [string, string][];
      body: string;
      ms: number;
    }
  | { kind: 'no-response'; ms: number };

/** How much of a response body is shown: enough to read, not enough to freeze the page. */
const MAX_SHOWN_CHARS = 200_000;

function pretty(body: string, contentType: string): string {
  if (!/\bjson\b/i.test(contentType)) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/**
 * Sends a "Try it" request straight from the browser to the API (decision 0033: no proxy), with
 * no cookies or other ambient credentials of this site (`credentials: 'omit'`). A fetch that
 * rejects got no response the page may read: a CORS refusal looks exactly like an unreachable host.
 */
export async function sendTryIt(
  request: TryItRequest,
  send: typeof fetch = fetch,
  now: () => number = () => performance.now(),
): Promise<TryItOutcome> {
  const started = now();
  try {
    const response = await send(request.url, {
      method: request.method,
      headers: request.headers.map(([name, value]) => [name, value] as [string, string]),
      ...(request.body === undefined ? {} : { body: request.body }),
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'follow',
      referrerPolicy: 'no-referrer',
    });
    const text = await response.text();
    const shown = text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}\n…` : text;
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: pretty(shown, response.headers.get('content-type') ?? ''),
      ms: Math.round(now() - started),
    };
  } catch {
    return { kind: 'no-response', ms: Math.round(now() - started) };
  }
}

/** The token endpoint (decision 0033). */
export const TRY_IT_TOKEN_URL = '/api/rest/try-it-token';

/** The signed-in developer's console apps. */
export async function listMyApps(): Promise<{ id: string; name: string }[]> {
  const response = await fetch(TRY_IT_TOKEN_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(await errorOf(response));
  return ((await response.json()) as { apps: { id: string; name: string }[] }).apps;
}

/** A token issued to the developer for one of their apps; kept by the caller in memory only. */
export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  scopes: string[];
  missingScopes: string[];
}

/** Asks the portal for a short-lived token of `appId` with the operation's `scopes`. */
export async function issueToken(appId: string, scopes: readonly string[]): Promise<IssuedToken> {
  const response = await postJson(TRY_IT_TOKEN_URL, { appId, scopes });
  if (!response.ok) throw new Error(await errorOf(response));
  return (await response.json()) as IssuedToken;
}

async function errorOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // not JSON: the status says enough
  }
  return `HTTP ${response.status}`;
}

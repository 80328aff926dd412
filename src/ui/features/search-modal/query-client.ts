import type { SearchHost } from '../../../schemas/search-client.ts';

/**
 * Per-attempt timeouts in ms: until the answer's headers, then until its body. These are
 * algoliasearch's browser defaults (connect 1 s, read 2 s), scaled the same way after a timeout.
 */
export const QUERY_TIMEOUTS = { connect: 1000, read: 2000 } as const;

/** A host that failed is tried last for this long (algoliasearch keeps a host "down" as long). */
const DOWN_FOR_MS = 120_000;

/** One query of a multi-index request: the index and Algolia search parameters as fields. */
export interface QueryRequest {
  indexName: string;
  [param: string]: unknown;
}

/** The part of one query's answer the modal reads. */
export interface QueryResult<T> {
  hits: T[];
  nbHits: number;
  queryID?: string | undefined;
}

/** No host answered (network error, timeout or 5xx from each): the name algoliasearch uses. */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** The API refused the request (4xx): the server's message and the status. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** What the client needs (tests pass their own fetch and timeouts). */
export interface QueryClientOptions {
  appId: string;
  /** Tried in order; hosts accepting only writes are skipped. */
  hosts: readonly SearchHost[];
  fetch?: typeof fetch;
  timeouts?: { connect: number; read: number };
  now?: () => number;
}

/** Algolia's multi-index search, `POST /1/indexes/*\/queries`. */
export interface QueryClient {
  /**
   * Sends the queries. `fetch` is called before this returns, with no await in between: the
   * request leaves from the caller's event handler, before React renders (keystroke to
   * paint). Rejects with RetryError, ApiError, or the signal's reason once aborted.
   */
  search<T>(
    apiKey: string,
    requests: readonly QueryRequest[],
    signal?: AbortSignal,
  ): Promise<QueryResult<T>[]>;
}

interface Outcome {
  status: number;
  body: string;
  timedOut: boolean;
}

const messageOf = (body: string): string => {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: the text itself is the message
  }
  return body;
};

/**
 * Creates a query client over `fetch`. It sends what algoliasearch's browser lite client sends:
 * the JSON body as text/plain and the credentials as query parameters, so a cross-origin host
 * (Algolia) needs no CORS preflight.
 */
export function createQueryClient(options: QueryClientOptions): QueryClient {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const timeouts = options.timeouts ?? QUERY_TIMEOUTS;
  const now = options.now ?? Date.now;
  const readHosts = options.hosts.filter((host) => host.accept !== 'write');
  const failedAt = new Map<SearchHost, number>();
  const appId = encodeURIComponent(options.appId);

  /** Hosts in order, those that failed lately last. */
  const hostOrder = () => {
    const isDown = (host: SearchHost) => now() - (failedAt.get(host) ?? -Infinity) < DOWN_FOR_MS;
    return [...readHosts.filter((host) => !isDown(host)), ...readHosts.filter(isDown)];
  };

  const attempt = (url: string, body: string, scale: number, signal?: AbortSignal): Promise<Outcome> => {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, ms * scale);
    };
    const forward = () => controller.abort(signal?.reason);
    if (signal?.aborted) forward();
    else signal?.addEventListener('abort', forward, { once: true });
    arm(timeouts.connect);
    return fetcher(url, { method: 'POST', body, signal: controller.signal })
      .then(async (response) => {
        arm(timeouts.read);
        return { status: response.status, body: await response.text(), timedOut: false };
      })
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return { status: 0, body: error instanceof Error ? error.message : String(error), timedOut };
      })
      .finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', forward);
      });
  };

  return {
    search<T>(apiKey: string, requests: readonly QueryRequest[], signal?: AbortSignal) {
      const body = JSON.stringify({ requests });
      const query = `x-algolia-api-key=${encodeURIComponent(apiKey)}&x-algolia-application-id=${appId}`;
      const hosts = hostOrder();
      let timeoutCount = 0;
      const failures: string[] = [];
      const tryHost = (index: number): Promise<QueryResult<T>[]> => {
        const host = hosts[index];
        if (host === undefined)
          return Promise.reject(
            new RetryError(`Unreachable hosts: ${failures.join('; ') || 'none configured'}`),
          );
        const url = `${host.protocol}://${host.url}/1/indexes/*/queries?${query}`;
        return attempt(url, body, timeoutCount === 0 ? 1 : timeoutCount + 3, signal).then((outcome) => {
          const family = Math.floor(outcome.status / 100);
          if (family === 2) {
            failedAt.delete(host);
            return (JSON.parse(outcome.body) as { results: QueryResult<T>[] }).results;
          }
          if (family === 4) throw new ApiError(messageOf(outcome.body), outcome.status);
          // No answer, a timeout or a 5xx: the next host may do better.
          failedAt.set(host, now());
          if (outcome.timedOut) timeoutCount += 1;
          failures.push(`${host.url}: ${outcome.timedOut ? 'timed out' : outcome.status || outcome.body}`);
          return tryHost(index + 1);
        });
      };
      return tryHost(0);
    },
  };
}

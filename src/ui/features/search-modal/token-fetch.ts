import { SEARCH_CONSTANTS, SEARCH_TOKEN_PATH } from './search-constants.ts';

/** A search key and the time (ms since the epoch) after which it is no longer valid. */
export interface SearchKey {
  key: string;
  expiresAt: number;
}

/** Why the token could not be fetched, after every attempt. */
export class SearchTokenError extends Error {
  override name = 'SearchTokenError';
}

/** What {@link fetchSearchKey} needs from its surroundings (tests pass stand-ins). */
export interface TokenFetchOptions {
  /** The token endpoint (the config's tokenPath); GET /api/search/token by default. */
  path?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the final failure is logged; console.error by default. */
  log?: (message: string) => void;
  /** Delay before attempt n+1 (ms); a short back-off by default. */
  delayMs?: (attempt: number) => number;
}

// eslint-disable-next-line no-console -- spec §8: the token failure is a console log line.
const consoleError = (message: string) => console.error(message);

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function attempt(fetcher: typeof fetch, now: () => number, path: string): Promise<SearchKey> {
  const response = await fetcher(path, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = (await response.json()) as { key?: unknown; exp?: unknown };
  if (typeof body.key !== 'string' || body.key === '' || typeof body.exp !== 'number') {
    throw new Error(`GET ${path} answered without key and exp`);
  }
  // Spec §3: exp is a lifetime in ms, added to the current time.
  return { key: body.key, expiresAt: now() + body.exp };
}

/**
 * GET /api/search/token with up to 3 attempts in total (spec §4, §7). After the last failure it
 * logs 'Search error: Unable to retrive search token: Max retries exhausted. {reason}' (spec §8,
 * wording kept as specified) and rejects with a {@link SearchTokenError}.
 */
export async function fetchSearchKey(options: TokenFetchOptions = {}): Promise<SearchKey> {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const delayMs = options.delayMs ?? ((n: number) => 200 * n);
  let reason = '';
  for (let n = 1; n <= SEARCH_CONSTANTS.tokenAttempts; n += 1) {
    try {
      return await attempt(fetcher, now, options.path ?? SEARCH_TOKEN_PATH);
    } catch (error) {
      reason = reasonOf(error);
      if (n < SEARCH_CONSTANTS.tokenAttempts) {
        await new Promise((resolve) => setTimeout(resolve, delayMs(n)));
      }
    }
  }
  (options.log ?? consoleError)(
    `Search error: Unable to retrive search token: Max retries exhausted. ${reason}`,
  );
  throw new SearchTokenError(reason);
}

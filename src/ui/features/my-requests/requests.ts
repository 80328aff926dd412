/** The service desk's list of the user's requests (spec §7). Its answer is `{ values: [...] }`. */
export const SUPPORT_REQUESTS_API = '/api/servicedeskapi/request';

/** Largest count the badge shows; more reads '9+' (spec §9). */
export const BADGE_MAX = 9;

/** Logged when the request list cannot be fetched (spec §8); the badge then stays hidden. */
export const FETCH_ERROR_MESSAGE = 'Error while fetching support requests';

/** The badge text for a count: the number up to 9, then '9+'; nothing for no requests. */
export function badgeText(count: number | undefined): string | undefined {
  if (count === undefined || count <= 0) return undefined;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Fetches the number of the user's support requests: the length of `values` in the answer. A
 * non-ok answer, a network error or an answer without a `values` list is logged with
 * {@link FETCH_ERROR_MESSAGE} and gives undefined (no badge).
 */
export async function fetchRequestCount(
  fetchImpl: typeof fetch,
  logError: (message: string, detail: unknown) => void,
): Promise<number | undefined> {
  try {
    const response = await fetchImpl(SUPPORT_REQUESTS_API, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      logError(FETCH_ERROR_MESSAGE, response.status);
      return undefined;
    }
    const body = (await response.json()) as { values?: unknown };
    if (!Array.isArray(body.values)) throw new TypeError('the answer has no values list');
    return body.values.length;
  } catch (error) {
    logError(FETCH_ERROR_MESSAGE, error);
    return undefined;
  }
}

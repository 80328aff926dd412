/** Longest `path` accepted: far beyond any real page path, small enough to bound the work. */
export const MAX_BANNER_PATH_LENGTH = 2048;

const EXAMPLE = 'e.g. ?path=/cloud/';

/** The decoded page path of a banner-info request, or the reason it is not usable. */
export type BannerPathQuery = { ok: true; pathname: string } | { ok: false; error: string };

/**
 * Reads and checks the `path` query parameter: the page's `location.pathname`, given once,
 * starting with a single '/', percent-encoding valid, no control characters.
 */
export function parseBannerPathQuery(url: URL): BannerPathQuery {
  const values = url.searchParams.getAll('path');
  if (values.length === 0 || values[0] === '')
    return { ok: false, error: `Query parameter 'path' is required: the page's pathname, ${EXAMPLE}` };
  if (values.length > 1) return { ok: false, error: "Query parameter 'path' must be given once." };
  const raw = values[0]!;
  if (raw.length > MAX_BANNER_PATH_LENGTH)
    return {
      ok: false,
      error: `Query parameter 'path' is longer than ${MAX_BANNER_PATH_LENGTH} characters.`,
    };
  if (!raw.startsWith('/') || raw.startsWith('//'))
    return {
      ok: false,
      error: `Query parameter 'path' must be a site path starting with one '/', ${EXAMPLE}`,
    };
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { ok: false, error: "Query parameter 'path' is not validly percent-encoded." };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(pathname))
    return { ok: false, error: "Query parameter 'path' must not contain control characters." };
  return { ok: true, pathname };
}

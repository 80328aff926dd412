/**
 * Whether the session middleware could not reach the database for this request, so a reader
 * with a session cookie is being served signed out (Astro.locals.storageUnavailable).
 */
export function storageUnavailableOf(locals: object): boolean {
  return (locals as { storageUnavailable?: unknown }).storageUnavailable === true;
}

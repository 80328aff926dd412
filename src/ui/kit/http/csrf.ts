/** Header that carries the page's CSRF token on state-changing requests (see src/server/security/csrf.ts). */
export const CSRF_HEADER = 'x-csrf-token';

/** The token the server printed in `<meta name="csrf">` (spec §7), or '' when there is none. */
export function readCsrfToken(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf"]')?.content ?? '';
}

/**
 * Sends a JSON body with the CSRF header, same-origin credentials and a JSON content type: the
 * one way islands make state-changing calls. `keepalive` lets a send survive page unload.
 */
export function postJson(url: string, body: unknown, init: { keepalive?: boolean; method?: string } = {}) {
  return fetch(url, {
    method: init.method ?? 'POST',
    credentials: 'same-origin',
    keepalive: init.keepalive ?? false,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: readCsrfToken() },
    body: JSON.stringify(body),
  });
}

/** Header that carries the page's CSRF token on state-changing requests (see src/server/security/csrf.ts). */
export const CSRF_HEADER = 'x-csrf-token';

/** Where a page sent without a token gets one (src/server/security/csrf-token-handler.ts). */
const CSRF_TOKEN_PATH = '/api/csrf';

/** The token the server printed in `<meta name="csrf">` (spec §7), or '' when there is none. */
export function readCsrfToken(doc: Pick<Document, 'querySelector'> = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf"]')?.content ?? '';
}

let fetched: Promise<string> | undefined;

/**
 * The page's CSRF token: the one printed in the page, else (a public page, the same for every
 * reader, carries none) the one /api/csrf gives, which also sets the cookie it must match. Asked
 * once per page; a failed ask is tried again by the next call.
 */
export function csrfToken(): Promise<string> {
  const printed = readCsrfToken();
  if (printed !== '') return Promise.resolve(printed);
  fetched ??= fetch(CSRF_TOKEN_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${CSRF_TOKEN_PATH} answered ${response.status}`);
      const { token } = (await response.json()) as { token?: unknown };
      if (typeof token !== 'string' || token === '') throw new Error(`${CSRF_TOKEN_PATH} gave no token`);
      return token;
    })
    .catch((error: unknown) => {
      fetched = undefined;
      throw error;
    });
  return fetched;
}

/**
 * Sends a JSON body with the CSRF header, same-origin credentials and a JSON content type: the
 * one way islands make state-changing calls. `keepalive` lets a send survive page unload.
 */
export async function postJson(
  url: string,
  body: unknown,
  init: { keepalive?: boolean; method?: string } = {},
): Promise<Response> {
  return fetch(url, {
    method: init.method ?? 'POST',
    credentials: 'same-origin',
    keepalive: init.keepalive ?? false,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: await csrfToken() },
    body: JSON.stringify(body),
  });
}

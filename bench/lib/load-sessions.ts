// Signed-in readers for the load bench: accounts registered and signed in over HTTP, the way the
// forms post them (e2e/harness/accounts.ts does the same for browser specs).

/** What a signed-in reader's requests carry. */
export interface LoadSession {
  /** The Cookie header: session and CSRF cookies. */
  cookie: string;
  /** The CSRF token, sent as x-csrf-token on state-changing calls. */
  csrf: string;
}

const cookieOf = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1])
    .find((value) => value !== undefined && value !== '');

async function csrfFrom(origin: string, path: string): Promise<string> {
  const page = await fetch(new URL(path, origin));
  await page.body?.cancel();
  const csrf = cookieOf(page, 'portico_csrf');
  if (csrf === undefined) throw new Error(`no CSRF cookie from ${path} (${page.status})`);
  return csrf;
}

async function postForm(origin: string, path: string, csrf: string, fields: Record<string, string>) {
  const response = await fetch(new URL(path, origin), {
    method: 'POST',
    headers: { cookie: `portico_csrf=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, ...fields }),
    redirect: 'manual',
  });
  await response.body?.cancel();
  if (response.status !== 303) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** Registers `count` accounts on the portal at `origin` and signs each in once. */
export async function signedInSessions(origin: string, count: number): Promise<LoadSession[]> {
  const sessions: LoadSession[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `load-reader-${i}-${Date.now()}@example.org`;
    const password = `load reader password ${i}`;
    await postForm(origin, '/api/account/register', await csrfFrom(origin, '/account/register'), {
      email,
      screenName: `Load reader ${i}`,
      password,
    });
    const signIn = await postForm(origin, '/api/account/login', await csrfFrom(origin, '/account/login'), {
      email,
      password,
    });
    const session = cookieOf(signIn, 'portico_session');
    // Signing in replaces the CSRF cookie with the session's own token.
    const csrf = cookieOf(signIn, 'portico_csrf');
    if (session === undefined || csrf === undefined) {
      throw new Error(`signing in ${email} set no session (${signIn.headers.get('location')})`);
    }
    sessions.push({ cookie: `portico_session=${session}; portico_csrf=${csrf}`, csrf });
  }
  return sessions;
}

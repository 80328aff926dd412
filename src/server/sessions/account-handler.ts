import type { Account } from '../../schemas/account.ts';

/**
 * GET /api/account (spec §2, §7): the signed-in account (spec §3 fields only), or 401 when
 * nobody is signed in, which the client treats as "no account". Never cached.
 */
export function handleAccount(request: Request, account: Account | undefined): Response {
  const headers = { 'Cache-Control': 'no-store', Vary: 'Cookie' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { error: `Method ${request.method} is not allowed here.` },
      { status: 405, headers: { ...headers, Allow: 'GET, HEAD' } },
    );
  }
  if (account === undefined) return Response.json({ error: 'Not signed in.' }, { status: 401, headers });
  const { id, email, avatarUrl, screenName } = account;
  return Response.json({ id, email, avatarUrl, screenName }, { headers });
}

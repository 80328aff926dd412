import type { Account } from '../../../schemas/account.ts';

/** The account endpoint (spec §7). */
export const ACCOUNT_PATH = '/api/account';

/**
 * The account fields of an answer, as AccountSchema (src/schemas/account.ts) reads them. Written
 * out here because zod is far too heavy for the header island that loads this up front.
 */
export function accountFromJson(value: unknown): Account | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, email, avatarUrl, screenName } = value as Record<string, unknown>;
  const optionalText = (field: unknown) => field === undefined || typeof field === 'string';
  if (typeof id !== 'string' || !optionalText(email) || !optionalText(screenName)) return undefined;
  if (!(avatarUrl === null || optionalText(avatarUrl))) return undefined;
  const avatar = typeof avatarUrl === 'string' && avatarUrl.trim() !== '' ? avatarUrl : undefined;
  return {
    id,
    email: (email as string | undefined) ?? '',
    avatarUrl: avatar,
    screenName: (screenName as string | undefined) ?? '',
  };
}

/**
 * The account when the page data has none to offer (spec §2, §7): GET /api/account once, with
 * credentials, in cors mode. A non-ok answer, an invalid body or an error all mean "no account",
 * silently (spec §8).
 */
export async function fetchAccount(fetcher: typeof fetch = fetch): Promise<Account | undefined> {
  try {
    const response = await fetcher(ACCOUNT_PATH, { credentials: 'include', mode: 'cors' });
    if (!response.ok) return undefined;
    return accountFromJson(await response.json());
  } catch {
    return undefined;
  }
}

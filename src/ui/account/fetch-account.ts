import { AccountSchema, type Account } from '../../schemas/account.ts';

/** The account endpoint (spec §7). */
export const ACCOUNT_PATH = '/api/account';

/**
 * The account when the page data has none to offer (spec §2, §7): GET /api/account once, with
 * credentials, in cors mode. A non-ok answer, an invalid body or an error all mean "no account",
 * silently (spec §8).
 */
export async function fetchAccount(fetcher: typeof fetch = fetch): Promise<Account | undefined> {
  try {
    const response = await fetcher(ACCOUNT_PATH, { credentials: 'include', mode: 'cors' });
    if (!response.ok) return undefined;
    const parsed = AccountSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

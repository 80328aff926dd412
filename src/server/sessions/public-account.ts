import { AccountSchema, type Account } from '../../schemas/account.ts';

/**
 * The account a session names, as the session middleware puts it on locals.account (spec §3: the
 * account comes from initial page data). Only the fields of spec §3 are kept, so the result is
 * safe to embed in island props; anything that is not a valid account is undefined, and the
 * page renders the signed-out header.
 */
export function publicAccount(raw: unknown): Account | undefined {
  if (raw === undefined || raw === null) return undefined;
  const parsed = AccountSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

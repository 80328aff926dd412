import { AccountSchema, type Account } from '../../schemas/account.ts';

/**
 * The account of a request, as set on Astro.locals by the session middleware (spec §3: the
 * account comes from initial page data). Undefined until a session sets one, and for anything
 * that is not a valid account, so a malformed session value renders the signed-out header.
 * Only the fields of spec §3 are kept: the result is safe to embed in island props.
 */
export function accountOf(locals: object): Account | undefined {
  const raw = (locals as { account?: unknown }).account;
  if (raw === undefined || raw === null) return undefined;
  const parsed = AccountSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

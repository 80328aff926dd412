import { randomUUID } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';
import { emailKey, type AccountRecord } from './account-record.ts';
import { COLUMNS, toRecord, type AccountRow } from './account-store.ts';
import type { OidcProfile } from './oidc-claims.ts';

/**
 * Finds or creates the account of (issuer, subject) in one statement, so two first sign-ins at
 * once still make one account. A new account takes the profile whole. A known one takes the
 * issuer's current email, its email_verified claim (on every sign-in: an issuer may withdraw it)
 * and picture, but keeps the screen name its owner may have changed on the
 * profile page, and keeps an uploaded avatar over the picture claim.
 */
export async function upsertOidcAccount(
  db: Queryable,
  issuer: string,
  profile: OidcProfile,
): Promise<AccountRecord> {
  const rows = await db.query<AccountRow>(
    `insert into accounts (id, email, email_key, screen_name, avatar_url, picture_url, provider, subject, email_verified)
     values ($1, $2, $3, $4, $5, $5, $6, $7, $8)
     on conflict (provider, subject) do update set
       email = excluded.email,
       email_verified = excluded.email_verified,
       email_key = excluded.email_key,
       picture_url = excluded.picture_url,
       avatar_url = case
         when exists (select 1 from account_avatars v where v.account_id = accounts.id) then accounts.avatar_url
         else excluded.picture_url
       end
     returning ${COLUMNS}`,
    [
      randomUUID(),
      profile.email,
      emailKey(profile.email),
      profile.screenName,
      profile.pictureUrl ?? null,
      issuer,
      profile.subject,
      profile.emailVerified,
    ],
  );
  return toRecord(rows[0]!);
}

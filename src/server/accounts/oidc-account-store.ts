import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import { emailKey, type AccountRecord } from './account-record.ts';
import { COLUMNS, toRecord } from './account-store.ts';
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
  const row = await typedSql(db)
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      email: profile.email,
      email_key: emailKey(profile.email),
      screen_name: profile.screenName,
      avatar_url: profile.pictureUrl ?? null,
      picture_url: profile.pictureUrl ?? null,
      provider: issuer,
      subject: profile.subject,
      email_verified: profile.emailVerified,
    })
    .onConflict((conflict) =>
      conflict.columns(['provider', 'subject']).doUpdateSet((eb) => ({
        email: eb.ref('excluded.email'),
        email_verified: eb.ref('excluded.email_verified'),
        email_key: eb.ref('excluded.email_key'),
        picture_url: eb.ref('excluded.picture_url'),
        avatar_url: eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('account_avatars as v')
                .select(sql<number>`1`.as('one'))
                .whereRef('v.account_id', '=', 'accounts.id'),
            ),
          )
          .then(eb.ref('accounts.avatar_url'))
          .else(eb.ref('excluded.picture_url'))
          .end(),
      })),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

import { randomBytes } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';
import type { AvatarContentType } from './avatar-image.ts';

/** Where the portal serves uploaded avatars (GET /api/account/avatar/<account id>). */
export const AVATAR_PATH = '/api/account/avatar/';

/** The stable address of one version of an account's avatar. */
export function avatarUrlOf(accountId: string, version: string): string {
  return `${AVATAR_PATH}${encodeURIComponent(accountId)}?v=${version}`;
}

/** Whether an avatar address is the portal's own upload (rather than an issuer's picture). */
export function isUploadedAvatar(avatarUrl: string | undefined): boolean {
  return avatarUrl?.startsWith(AVATAR_PATH) ?? false;
}

/** A stored avatar. */
export interface StoredAvatar {
  contentType: AvatarContentType;
  bytes: Uint8Array<ArrayBuffer>;
  /** Random per upload, so an address seen once always names the same image. */
  version: string;
  updatedAt: Date;
}

/**
 * Stores an account's avatar (replacing any earlier one) and points the account's avatarUrl at
 * it; returns that address. Run inside a transaction: both writes land together.
 */
export async function saveAvatar(
  tx: Queryable,
  accountId: string,
  image: { contentType: AvatarContentType; bytes: Uint8Array },
  now: Date,
): Promise<string> {
  const version = randomBytes(9).toString('base64url');
  const q = typedSql(tx);
  await q
    .insertInto('account_avatars')
    .values({
      account_id: accountId,
      content_type: image.contentType,
      bytes: image.bytes,
      version,
      updated_at: now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.column('account_id').doUpdateSet((eb) => ({
        content_type: eb.ref('excluded.content_type'),
        bytes: eb.ref('excluded.bytes'),
        version: eb.ref('excluded.version'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  const url = avatarUrlOf(accountId, version);
  await q.updateTable('accounts').set({ avatar_url: url }).where('id', '=', accountId).execute();
  return url;
}

/**
 * Removes an account's uploaded avatar; the account falls back to its issuer's picture claim,
 * if any (built-in accounts then have none). Run inside a transaction.
 */
export async function removeAvatar(tx: Queryable, accountId: string): Promise<void> {
  const q = typedSql(tx);
  await q.deleteFrom('account_avatars').where('account_id', '=', accountId).execute();
  await q
    .updateTable('accounts')
    .set((eb) => ({ avatar_url: eb.ref('picture_url') }))
    .where('id', '=', accountId)
    .execute();
}

/** The avatar uploaded for an account, if any. */
export async function readAvatar(db: Queryable, accountId: string): Promise<StoredAvatar | undefined> {
  const row = await typedSql(db)
    .selectFrom('account_avatars')
    .select(['content_type', 'bytes', 'version', 'updated_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    contentType: row.content_type,
    bytes: new Uint8Array(row.bytes),
    version: row.version,
    updatedAt: new Date(row.updated_at),
  };
}

import { randomBytes } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';
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
  await tx.query(
    `insert into account_avatars (account_id, content_type, bytes, version, updated_at)
     values ($1, $2, $3, $4, $5)
     on conflict (account_id) do update set content_type = excluded.content_type, bytes = excluded.bytes,
       version = excluded.version, updated_at = excluded.updated_at`,
    [accountId, image.contentType, image.bytes, version, now.toISOString()],
  );
  const url = avatarUrlOf(accountId, version);
  await tx.query('update accounts set avatar_url = $2 where id = $1', [accountId, url]);
  return url;
}

/**
 * Removes an account's uploaded avatar; the account falls back to its issuer's picture claim,
 * if any (built-in accounts then have none). Run inside a transaction.
 */
export async function removeAvatar(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('delete from account_avatars where account_id = $1', [accountId]);
  await tx.query('update accounts set avatar_url = picture_url where id = $1', [accountId]);
}

interface AvatarRow {
  content_type: AvatarContentType;
  bytes: Uint8Array;
  version: string;
  updated_at: Date | string;
}

/** The avatar uploaded for an account, if any. */
export async function readAvatar(db: Queryable, accountId: string): Promise<StoredAvatar | undefined> {
  const rows = await db.query<AvatarRow>(
    'select content_type, bytes, version, updated_at from account_avatars where account_id = $1',
    [accountId],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    contentType: row.content_type,
    bytes: new Uint8Array(row.bytes),
    version: row.version,
    updatedAt: new Date(row.updated_at),
  };
}

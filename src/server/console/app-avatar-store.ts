import { randomBytes } from 'node:crypto';
import type { AvatarContentType } from '../accounts/avatar-image.ts';
import type { Database } from '../storage/database.ts';
import { typedSql } from '../storage/typed-sql.ts';

/** A stored app avatar file. */
export interface StoredAppAvatar {
  contentType: AvatarContentType;
  bytes: Uint8Array<ArrayBuffer>;
  createdAt: Date;
}

/**
 * The files of app avatars, in the portal's database whichever registry keeps the apps: the
 * registry records only the file id (`avatarFileId`). Ids are random (18 bytes), so an id is
 * not guessed and names one image forever.
 */
export interface AppAvatarStore {
  /** Stores a new file for the app; answers its id. */
  save(appId: string, image: { contentType: AvatarContentType; bytes: Uint8Array }): Promise<string>;
  read(fileId: string): Promise<StoredAppAvatar | undefined>;
  /** Removes every file of the app but `keep` (the one now in use, if any). */
  removeAllBut(appId: string, keep?: string): Promise<void>;
  /** Removes one file (an upload the registry then refused). */
  remove(fileId: string): Promise<void>;
}

/** The app avatar store on the portal's database. */
export function appAvatarStore(database: () => Promise<Database>, now = () => new Date()): AppAvatarStore {
  return {
    async save(appId, image) {
      const fileId = randomBytes(18).toString('base64url');
      await typedSql(await database())
        .insertInto('console_app_avatar')
        .values({
          file_id: fileId,
          app_id: appId,
          content_type: image.contentType,
          bytes: image.bytes,
          created_at: now().toISOString(),
        })
        .execute();
      return fileId;
    },

    async read(fileId) {
      const row = await typedSql(await database())
        .selectFrom('console_app_avatar')
        .select(['content_type', 'bytes', 'created_at'])
        .where('file_id', '=', fileId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        contentType: row.content_type,
        bytes: new Uint8Array(row.bytes),
        createdAt: new Date(row.created_at),
      };
    },

    async removeAllBut(appId, keep) {
      let query = typedSql(await database())
        .deleteFrom('console_app_avatar')
        .where('app_id', '=', appId);
      if (keep !== undefined) query = query.where('file_id', '!=', keep);
      await query.execute();
    },

    async remove(fileId) {
      await typedSql(await database())
        .deleteFrom('console_app_avatar')
        .where('file_id', '=', fileId)
        .execute();
    },
  };
}

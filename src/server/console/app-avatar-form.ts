import { z } from 'zod';
import { can } from '../../core/console/index.ts';
import type { AvatarProblem } from '../accounts/avatar-image.ts';
import { prepareAppAvatar } from './app-avatar-image.ts';
import { forbiddenProblem, runAppForm, type AppFormContext, type AppPostResult } from './app-form.ts';

/** The settings page's file field for the app avatar. */
export const APP_AVATAR_FIELD = 'avatar';

/** The intents of the avatar forms on the settings page. */
export const APP_AVATAR_INTENTS = { upload: 'avatar', remove: 'avatar-remove' } as const;

/** Why an upload is refused, naming the field (the limits are the account avatar's). */
const PROBLEM_MESSAGES: Record<AvatarProblem, string> = {
  'avatar-missing': 'App avatar: choose an image file to upload',
  'avatar-too-large': 'App avatar: the file is larger than 256 KB',
  'avatar-type': 'App avatar: the file must be a PNG, JPEG, WebP or GIF image',
};

/** The avatar forms post nothing but the file (and the token and intent). */
const NO_FIELDS = z.object({}).strict();

/**
 * The settings page's avatar posts. `avatar` re-encodes the uploaded image (400 naming the
 * field when it is missing, over 256 KB or no image), stores it as a new file, records its id
 * through `updateDetails` (audited as a change of `avatarFileId`), then removes the app's files
 * the registry no longer names; if the registry refuses, the new file goes again.
 * `avatar-remove` clears the id and removes the files. Owner and admins only: a viewer gets 403 before the file is looked at.
 */
export async function appAvatarPost(
  intent: string,
  files: Record<string, Blob>,
  context: AppFormContext,
): Promise<AppPostResult> {
  const { registry, developer, view, avatars } = context;
  const appId = view.app.id;
  const save = (avatarFileId: string | undefined) =>
    registry.updateDetails(
      appId,
      developer.actor,
      { ...view.details, avatarFileId },
      {
        features: developer.features,
      },
    );
  // Keep the file the registry names after the change, read again: of two uploads racing, the
  // one whose change landed first must not remove the other's, which is the one in use.
  const removeUnused = async () =>
    avatars.removeAllBut(appId, (await registry.findApp(appId, developer.actor.id))?.details.avatarFileId);
  const form = { tab: 'settings' as const, intent, action: 'edit' as const, fields: {}, schema: NO_FIELDS };
  if (intent === APP_AVATAR_INTENTS.remove) {
    return runAppForm(context, form, async () => {
      await save(undefined);
      await removeUnused();
    });
  }
  if (!can(view.role, 'edit')) {
    return { kind: 'render', status: 403, intent, problems: [forbiddenProblem()], fields: {} };
  }
  const file = files[APP_AVATAR_FIELD];
  const prepared = await prepareAppAvatar(
    file === undefined ? new Uint8Array() : new Uint8Array(await file.arrayBuffer()),
  );
  if (!prepared.ok) {
    const problem = { field: APP_AVATAR_FIELD, message: PROBLEM_MESSAGES[prepared.problem] };
    return { kind: 'render', status: 400, intent, problems: [problem], fields: {} };
  }
  const fileId = await avatars.save(appId, prepared.image);
  return runAppForm(context, form, async () => {
    try {
      await save(fileId);
    } catch (error) {
      await avatars.remove(fileId);
      throw error;
    }
    await removeUnused();
  });
}

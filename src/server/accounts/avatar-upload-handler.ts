import { readBoundedBody } from '../http/read-bounded-body.ts';
import { refuseRequest } from './account-form.ts';
import { checkAvatar, MAX_AVATAR_BYTES } from './avatar-image.ts';
import { removeAvatar, saveAvatar } from './avatar-store.ts';
import { notSignedIn, profileRefusal, profileSaved } from './profile-answer.ts';
import type { ProfileHandlerDeps } from './profile-handler-deps.ts';

/** Room for the multipart framing and the other fields around a largest-allowed image. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The form's file field. */
export const AVATAR_FIELD = 'avatar';

/**
 * POST /api/account/avatar (the profile page's multipart form, CSRF-checked like every post):
 * stores the uploaded image as the signed-in account's avatar (PNG, JPEG, WebP or GIF by its
 * magic bytes, at most 256 KB), or removes it when the form sends `remove`. The body is read
 * with a cap, so an oversized upload is refused without being buffered. 303 back to the page,
 * or JSON for scripts.
 */
export async function handleAvatarUpload(request: Request, deps: ProfileHandlerDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  if (deps.account === undefined) return notSignedIn(request);
  const type = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    return profileRefusal(request, 'not-a-form');
  }
  const body = await readBoundedBody(request, MAX_AVATAR_BYTES + FORM_OVERHEAD_BYTES);
  if (!body.ok)
    return profileRefusal(request, body.problem === 'too-large' ? 'avatar-too-large' : 'not-a-form');
  let form: FormData;
  try {
    form = await new Response(body.value, { headers: { 'content-type': type } }).formData();
  } catch {
    return profileRefusal(request, 'not-a-form');
  }
  const accountId = deps.account.id;
  const file = form.get(AVATAR_FIELD);
  const remove = form.get('remove') !== null;
  if (!remove && !(file instanceof Blob)) return profileRefusal(request, 'avatar-missing');
  const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const checked = checkAvatar(bytes);
  if (!remove && !checked.ok) return profileRefusal(request, checked.problem);
  try {
    const db = await deps.db();
    if (remove || !checked.ok) {
      await db.transaction((tx) => removeAvatar(tx, accountId));
      deps.log.info('avatar removed', { accountId });
      return profileSaved(request, 'avatar-removed', {});
    }
    const avatarUrl = await db.transaction((tx) =>
      saveAvatar(tx, accountId, { contentType: checked.contentType, bytes }, deps.now()),
    );
    deps.log.info('avatar uploaded', { accountId, bytes: bytes.length, type: checked.contentType });
    return profileSaved(request, 'avatar', { avatarUrl });
  } catch (error) {
    deps.log.error('avatar not saved', { error: String(error) });
    return profileRefusal(request, 'unavailable');
  }
}

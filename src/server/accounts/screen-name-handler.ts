import { readFormFields, refuseRequest } from './account-form.ts';
import { updateScreenName } from './account-store.ts';
import { notSignedIn, profileRefusal, profileSaved } from './profile-answer.ts';
import type { ProfileHandlerDeps } from './profile-handler-deps.ts';
import { isValidScreenName } from './registration-rules.ts';

/**
 * POST /api/account/profile (the profile page's form, CSRF-checked like every post): sets the
 * signed-in account's screen name, then 303 back to the page (or JSON for scripts).
 */
export async function handleScreenName(request: Request, deps: ProfileHandlerDeps): Promise<Response> {
  const refused = refuseRequest(request);
  if (refused !== undefined) return refused;
  if (deps.account === undefined) return notSignedIn(request);
  const fields = await readFormFields(request);
  if (fields === undefined) return profileRefusal(request, 'not-a-form');
  const screenName = (fields['screenName'] ?? '').trim();
  if (screenName === '') return profileRefusal(request, 'missing-fields');
  if (!isValidScreenName(screenName)) return profileRefusal(request, 'screen-name-invalid');
  try {
    const db = await deps.db();
    await db.transaction((tx) => updateScreenName(tx, deps.account!.id, screenName));
  } catch (error) {
    deps.log.error('screen name not saved', { error: String(error) });
    return profileRefusal(request, 'unavailable');
  }
  deps.log.info('screen name changed', { accountId: deps.account.id });
  return profileSaved(request, 'screen-name', { screenName });
}

import type { APIRoute } from 'astro';
import { accountOf } from '../../../server/pages/account-of.ts';
import { handleAvatarUpload } from '../../../server/accounts/avatar-upload-handler.ts';
import { profileHandlerDeps } from '../../../server/accounts/profile-endpoints.ts';

/** POST /api/account/avatar: the profile page's avatar upload and removal forms. */
export const ALL: APIRoute = ({ request, locals }) =>
  handleAvatarUpload(request, profileHandlerDeps(accountOf(locals)));

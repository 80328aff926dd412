import type { APIRoute } from 'astro';
import { handleAvatarUpload } from '../../../server/accounts/avatar-upload-handler.ts';
import { profileHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/account/avatar: the profile page's avatar upload and removal forms. */
export const ALL: APIRoute = ({ request, locals }) => handleAvatarUpload(request, profileHandlerDeps(locals));

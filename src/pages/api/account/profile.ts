import type { APIRoute } from 'astro';
import { handleScreenName } from '../../../server/accounts/screen-name-handler.ts';
import { profileHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/account/profile: the profile page's screen-name form. */
export const ALL: APIRoute = ({ request, locals }) => handleScreenName(request, profileHandlerDeps(locals));

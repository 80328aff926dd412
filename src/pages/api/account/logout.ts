import type { APIRoute } from 'astro';
import { signOutDeps } from '../../../server/portal/handler-deps.ts';
import { handleSignOut } from '../../../server/sessions/sign-out-handler.ts';

/** POST /api/account/logout: the logout page's form target (then the issuer's logout, if set). */
export const ALL: APIRoute = ({ request, locals }) => handleSignOut(request, signOutDeps(locals));

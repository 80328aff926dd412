import type { APIRoute } from 'astro';
import { handleSignIn } from '../../../server/accounts/sign-in-handler.ts';
import { accountHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/account/login: the login form's target. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  handleSignIn(request, accountHandlerDeps(locals, request, clientAddress));

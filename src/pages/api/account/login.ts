import type { APIRoute } from 'astro';
import { accountHandlerDeps } from '../../../server/accounts/account-endpoints.ts';
import { handleSignIn } from '../../../server/accounts/sign-in-handler.ts';

/** POST /api/account/login: the login form's target. */
export const ALL: APIRoute = ({ request, clientAddress }) =>
  handleSignIn(request, accountHandlerDeps(request, clientAddress));

import type { APIRoute } from 'astro';
import { handleRegister } from '../../../server/accounts/register-handler.ts';
import { accountHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/account/register: the registration form's target. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  handleRegister(request, accountHandlerDeps(locals, request, clientAddress));

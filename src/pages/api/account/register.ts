import type { APIRoute } from 'astro';
import { accountHandlerDeps } from '../../../server/accounts/account-endpoints.ts';
import { handleRegister } from '../../../server/accounts/register-handler.ts';

/** POST /api/account/register: the registration form's target. */
export const ALL: APIRoute = ({ request, clientAddress }) =>
  handleRegister(request, accountHandlerDeps(request, clientAddress));

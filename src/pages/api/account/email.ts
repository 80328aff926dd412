import type { APIRoute } from 'astro';
import { handleEmailChange } from '../../../server/accounts/email-change-handler.ts';
import { emailHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/account/email: the profile page's email change form. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  handleEmailChange(request, emailHandlerDeps(locals, request, clientAddress));

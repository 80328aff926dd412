import type { APIRoute } from 'astro';
import { handleResendVerification } from '../../../server/accounts/resend-verification-handler.ts';
import { emailHandlerDeps } from '../../../server/portal/handler-deps.ts';

/** POST /api/account/verification: send the signed-in account a new verification link. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  handleResendVerification(request, emailHandlerDeps(locals, request, clientAddress));

import type { APIRoute } from 'astro';
import { emailHandlerDeps } from '../../../server/accounts/profile-endpoints.ts';
import { handleResendVerification } from '../../../server/accounts/resend-verification-handler.ts';
import { accountOf } from '../../../server/pages/account-of.ts';

/** POST /api/account/verification: send the signed-in account a new verification link. */
export const ALL: APIRoute = ({ request, locals, clientAddress }) =>
  handleResendVerification(request, emailHandlerDeps(accountOf(locals), request, clientAddress));

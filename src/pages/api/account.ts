import type { APIRoute } from 'astro';
import { handleAccount } from '../../server/sessions/account-handler.ts';

/** GET /api/account (spec §7): the signed-in account, or 401. */
export const ALL: APIRoute = ({ request, locals }) => handleAccount(request, locals.account);
